/** The entry of `pages` whose path is `path`; trailing slashes are ignored. */
export function findByPath<P extends { path: string }>(
  pages: readonly P[],
  path: string,
): P | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return pages.find((page) => page.path === normalised);
}
