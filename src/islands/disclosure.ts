// A button that shows and hides the element it controls (`aria-controls`), the pattern
// every menu of the public pages is made of.

export interface Disclosure {
  button: HTMLButtonElement;
  panel: HTMLElement;
  isOpen(): boolean;
  setOpen(open: boolean): void;
}

/** The disclosure of `button`, or undefined when its panel is not in the page. */
export function disclosureOf(
  button: HTMLButtonElement,
  onChange?: (open: boolean) => void,
): Disclosure | undefined {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) return undefined;
  return {
    button,
    panel,
    isOpen: () => button.getAttribute('aria-expanded') === 'true',
    setOpen(open) {
      button.setAttribute('aria-expanded', String(open));
      panel.hidden = !open;
      onChange?.(open);
    },
  };
}

/** Escape within `scope` closes the disclosure and gives the focus back to its button. */
export function closeOnEscape(scope: HTMLElement, disclosure: Disclosure): void {
  scope.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !disclosure.isOpen()) return;
    disclosure.setOpen(false);
    disclosure.button.focus();
  });
}
