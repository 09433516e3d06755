import 'server-only';
// When the static copy in src/content last changed; the sitemap's lastModified for pages
// without database content. Bump it together with a copy change.
export const STATIC_CONTENT_UPDATED = '2025-11-20';
