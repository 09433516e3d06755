// The mobile menu (src/components/site/header/mobile-menu.tsx), rooted at the hamburger:
// it opens and closes the panel below the bar, whose name and icon follow; Escape inside
// the panel closes it and returns focus to the hamburger. Inside, the Services section
// opens its list, and of its two groups one is open at a time (spec point 4).
import { closeOnEscape, disclosureOf, type Disclosure } from './disclosure';

export function mount(hamburger: HTMLElement): void {
  if (!(hamburger instanceof HTMLButtonElement)) return;
  const { labelOpen, labelClose, iconOpen, iconClose } = hamburger.dataset;
  const menu = disclosureOf(hamburger, (open) => {
    hamburger.setAttribute('aria-label', (open ? labelClose : labelOpen) ?? '');
    hamburger.querySelector('path')?.setAttribute('d', (open ? iconClose : iconOpen) ?? '');
  });
  if (!menu) return;
  hamburger.addEventListener('click', () => menu.setOpen(!menu.isOpen()));
  closeOnEscape(menu.panel, menu);
  // A link followed inside the page (a client navigation, where React still runs) closes it.
  menu.panel.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) menu.setOpen(false);
  });

  const groups: Disclosure[] = [];
  for (const button of menu.panel.querySelectorAll<HTMLButtonElement>('button[aria-controls]')) {
    const section = disclosureOf(button);
    if (!section) continue;
    if (button.dataset.group !== undefined) groups.push(section);
    button.addEventListener('click', () => {
      const open = !section.isOpen();
      if (open) for (const other of groups) if (other !== section) other.setOpen(false);
      section.setOpen(open);
    });
  }
}
