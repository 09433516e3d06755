// On a home page reached from a page this language does not have (`?untranslated`), shows
// the notice the server rendered hidden (src/components/site/header/untranslated-notice.tsx).

export function mount(region: HTMLElement): void {
  if (!new URLSearchParams(location.search).has('untranslated')) return;
  const text = region.querySelector<HTMLElement>('p');
  if (!text) return;
  if (region.dataset.shownClass) region.classList.add(region.dataset.shownClass);
  text.hidden = false;
}
