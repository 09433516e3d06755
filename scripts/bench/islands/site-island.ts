// The public chrome's behaviour without React, for the islands prototype (issue 30,
// `npm run bench:islands`): what the header, the mobile menu and the visit recorder do
// in the browser, written against the markup the React components already render on the
// server. Bundled by esbuild into one small module script; a page that loads it needs no
// React DOM and no client router.
import { recordVisit } from '../../../src/lib/visit';

/** The desktop Solutions tab: opens on hover, by click and by keyboard; Escape closes it. */
function solutionsDropdown(header: HTMLElement): void {
  const button = header.querySelector<HTMLButtonElement>('nav button[aria-controls]');
  const panel = button && document.getElementById(button.getAttribute('aria-controls')!);
  const item = button?.closest('li');
  if (!button || !panel || !item) return;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
  };
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';

  item.addEventListener('mouseenter', () => setOpen(true));
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
  // A keyboard click (detail 0) toggles; a pointer click only opens (hover opened it).
  button.addEventListener('click', (event) => setOpen(event.detail === 0 ? !isOpen() : true));
  header.addEventListener('mouseleave', () => setOpen(false));
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      button.focus();
    }
  });
  for (const other of Array.from(item.parentElement?.children ?? [])) {
    if (other === item) continue;
    other.addEventListener('mouseenter', () => setOpen(false));
    other.addEventListener('focusin', () => setOpen(false));
  }
}

const MENU_ICON = { open: 'M3 6h18M3 12h18M3 18h18', close: 'M6 6l12 12M18 6L6 18' };

/** The hamburger and the panel it opens; Escape inside the panel closes it. */
function mobileMenu(header: HTMLElement): void {
  const button = Array.from(
    header.querySelectorAll<HTMLButtonElement>('button[aria-controls]'),
  ).find((candidate) => !candidate.closest('nav'));
  const panel = button && document.getElementById(button.getAttribute('aria-controls')!);
  if (!button || !panel) return;
  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.querySelector('path')?.setAttribute('d', open ? MENU_ICON.close : MENU_ICON.open);
    panel.hidden = !open;
  };
  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      setOpen(false);
      button.focus();
    }
  });
}

recordVisit();
const header = document.querySelector<HTMLElement>('body > header, header');
if (header) {
  solutionsDropdown(header);
  mobileMenu(header);
}
