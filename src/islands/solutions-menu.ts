// The desktop Solutions tab (src/components/site/header/solutions-dropdown.tsx): the
// dropdown opens on hover, by click and by keyboard. It closes when the pointer leaves
// the header, when another tab is hovered or focused, when focus leaves the tab, and on
// Escape anywhere in the header (focus then returns to the button).
import { closeOnEscape, disclosureOf } from './disclosure';

export function mount(item: HTMLElement): void {
  const button = item.querySelector<HTMLButtonElement>(':scope > button[aria-controls]');
  const dropdown = button && disclosureOf(button);
  const header = item.closest('header');
  if (!dropdown || !header) return;

  item.addEventListener('mouseenter', () => dropdown.setOpen(true));
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) dropdown.setOpen(false);
  });
  // A pointer has already opened it on hover, so a click keeps it open; a keyboard
  // press (detail 0) toggles.
  dropdown.button.addEventListener('click', (event) =>
    dropdown.setOpen(event.detail === 0 ? !dropdown.isOpen() : true),
  );
  header.addEventListener('mouseleave', () => dropdown.setOpen(false));
  closeOnEscape(header, dropdown);
  for (const other of Array.from(item.parentElement?.children ?? [])) {
    if (other === item) continue;
    other.addEventListener('mouseenter', () => dropdown.setOpen(false));
    other.addEventListener('focusin', () => dropdown.setOpen(false));
  }
}
