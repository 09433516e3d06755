/**
 * When a header link or tab is the active one, as plain data that the server can hand
 * to a client island: an exact path, or the start of a path.
 */
export interface ActiveWhen {
  paths?: readonly string[];
  prefixes?: readonly string[];
}

export function isActive(pathname: string, when: ActiveWhen | undefined): boolean {
  if (!when) return false;
  return (
    (when.paths?.includes(pathname) ?? false) ||
    (when.prefixes?.some((prefix) => pathname.startsWith(prefix)) ?? false)
  );
}
