// A blog's heading/paragraph slots, as its editors check them before saving (the English
// popup and the Arabic tab alike).

/** Whether a paragraph's HTML holds any text. */
export const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/**
 * Spec point 5 drops a half-filled section without a word; the editors point at it instead.
 * Errors keyed `sections.{index}`.
 */
export function incompleteSections(
  sections: readonly { heading: string; paragraph: string }[],
): Record<string, string> {
  const found: Record<string, string> = {};
  sections.forEach((section, index) => {
    const heading = section.heading.trim() !== '';
    const paragraph = hasText(section.paragraph);
    if (heading && !paragraph)
      found[`sections.${index}`] = 'Add a paragraph to this section, or clear its heading.';
    if (!heading && paragraph)
      found[`sections.${index}`] = 'Add a heading to this section, or clear its paragraph.';
  });
  return found;
}
