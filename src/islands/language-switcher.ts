// The language switcher on a record's page (src/components/site/header/language-switcher.tsx):
// when the page has no counterpart in the other language (its hreflang links do not name
// one), the link says so beforehand, in its title and in words for screen readers.

export function mount(link: HTMLElement): void {
  const other = link.getAttribute('hreflang');
  const translated = document.head.querySelector(`link[rel="alternate"][hreflang="${other}"]`);
  const note = link.querySelector<HTMLElement>('.visually-hidden');
  if (translated || !note) return;
  note.hidden = false;
  link.title = note.textContent?.trim() ?? '';
}
