'use client';

import { usePathname } from 'next/navigation';
import { useId, type ReactNode } from 'react';
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
 * The desktop Solutions tab, closed: a button and the dropdown panel it controls. It
 * opens on hover and by keyboard in the browser (src/islands/solutions-menu.ts); a
 * client component only to mark the tab active by the current path.
 */
export function SolutionsDropdown({
  label,
  children,
  activeWhen,
  classNames,
}: SolutionsDropdownProps) {
  const pathname = usePathname();
  const panelId = useId();
  return (
    <li className={classNames.item} data-island="solutions-menu">
      <button
        type="button"
        className={`${classNames.button} ${isActive(pathname, activeWhen) ? classNames.active : ''}`}
        aria-expanded={false}
        aria-controls={panelId}
      >
        {label}
      </button>
      <div id={panelId} className={classNames.panel} hidden>
        {children}
      </div>
    </li>
  );
}
