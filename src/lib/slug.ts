/** The spec's slug rule: lower-cased, each run of whitespace becomes one hyphen. */
export function toSlug(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}
