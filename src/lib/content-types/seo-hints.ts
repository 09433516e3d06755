// Lengths search engines show before they cut a title or a description off: the editors
// count against them, they are no rule.

export const META_TITLE_HINT = 60;
export const META_DESCRIPTION_HINT = 160;
