import 'server-only';
import { getEnv } from '@/env';

/** The canonical origin (SITE_URL), without a trailing slash. */
export const getSiteUrl = () => getEnv().SITE_URL;

/** An absolute URL on the canonical origin for a site path. */
export const absoluteUrl = (pathname: string) =>
  `${getSiteUrl()}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
