'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { isActive, type ActiveWhen } from './active-when';

export interface SolutionsDropdownProps {
  /** The button's content (label and chevron), rendered on the server. */
  label: ReactNode;
  /** The dropdown panel's content, rendered on the server. */
  children: ReactNode;
  activeWhen: ActiveWhen;
  classNames: { item?: string; button?: string; active?: string; panel?: string };
}

/**
 * The desktop Solutions tab: a button that opens the dropdown on hover and by keyboard.
 * Only the open state lives here; the panel's links come from the server as children.
 *
 * The dropdown also closes when the pointer leaves the header, when another tab is
 * hovered or focused, and on Escape anywhere in the header (focus then returns to the
 * button). Those elements are server markup, so this island listens on them directly:
 * its header, and the other items of its tab list.
 */
export function SolutionsDropdown({
  label,
  children,
  activeWhen,
  classNames,
}: SolutionsDropdownProps) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A navigation closes it (state adjusted during render, not in an effect).
  const [shownPathname, setShownPathname] = useState(pathname);
  if (shownPathname !== pathname) {
    setShownPathname(pathname);
    setOpen(false);
  }

  // Escape anywhere in the header closes an open dropdown; focus returns to the button.
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  });

  useEffect(() => {
    const tab = item.current;
    const header = tab?.closest('header');
    if (!tab || !header) return;
    const close = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => closeOnEscape(event);
    const otherTabs = Array.from(tab.parentElement?.children ?? []).filter(
      (element) => element !== tab,
    );
    header.addEventListener('mouseleave', close);
    header.addEventListener('keydown', onKeyDown);
    for (const other of otherTabs) {
      other.addEventListener('mouseenter', close);
      other.addEventListener('focusin', close);
    }
    return () => {
      header.removeEventListener('mouseleave', close);
      header.removeEventListener('keydown', onKeyDown);
      for (const other of otherTabs) {
        other.removeEventListener('mouseenter', close);
        other.removeEventListener('focusin', close);
      }
    };
  }, []);

  return (
    <li
      ref={item}
      className={classNames.item}
      onMouseEnter={() => setOpen(true)}
      onBlur={(event) => {
        // Tabbing out of the dropdown closes it.
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`${classNames.button} ${isActive(pathname, activeWhen) ? classNames.active : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        // A pointer has already opened it on hover, so a click keeps it open;
        // a keyboard press (detail 0) toggles.
        onClick={(event) => setOpen((current) => (event.detail === 0 ? !current : true))}
      >
        {label}
      </button>
      <div id={panelId} className={classNames.panel} hidden={!open}>
        {children}
      </div>
    </li>
  );
}
