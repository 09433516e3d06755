import 'server-only';

/**
 * A site path as a Location header may carry it: characters beyond ASCII (an Arabic
 * slug) percent-encoded, the rest as written.
 */
export const locationOf = (path: string) => path.replace(/[^\u0000-\u007f]+/g, encodeURIComponent);
