'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import {
  isCurrentSection,
  PORTAL_SECTION,
  type AdminSection,
  type AdminSectionGroup,
} from './admin-navigation';
import styles from './admin-nav.module.css';

// The admin navigation: a sidebar of grouped sections from 1024 px, a menu behind a
// button (a disclosure) below. The menu closes on Escape (focus back on its button)
// and when the page changes.

const NAV_ID = 'admin-navigation';
const MENU_BUTTON_ID = 'admin-menu-button';

export interface AdminMenu {
  open: boolean;
  toggle: () => void;
  close: () => void;
}

/** The phone menu's state, shared by its button (in the header) and the navigation. */
export function useAdminMenu(): AdminMenu {
  const pathname = usePathname();
  // Open on the page where it was opened: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenOn(null);
      document.getElementById(MENU_BUTTON_ID)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return {
    open,
    toggle: () => setOpenOn(open ? null : pathname),
    close: () => setOpenOn(null),
  };
}

export function AdminMenuButton({ menu }: { menu: AdminMenu }) {
  return (
    <button
      id={MENU_BUTTON_ID}
      type="button"
      className={styles.menuButton}
      aria-expanded={menu.open}
      aria-controls={NAV_ID}
      onClick={menu.toggle}
    >
      <span aria-hidden="true" className={styles.menuIcon} />
      Menu
    </button>
  );
}

export function AdminNav({
  groups,
  menu,
}: {
  groups: readonly AdminSectionGroup[];
  menu: AdminMenu;
}) {
  const pathname = usePathname();
  const link = (section: AdminSection) => {
    const current = isCurrentSection(section, pathname);
    return (
      <li key={section.href}>
        <Link
          href={section.href}
          className={`${styles.link} ${current ? styles.current : ''}`}
          aria-current={current ? 'page' : undefined}
          onClick={menu.close}
        >
          {section.label}
        </Link>
      </li>
    );
  };
  return (
    <nav id={NAV_ID} aria-label="Admin" className={styles.nav} data-open={menu.open || undefined}>
      <ul className={styles.list}>{link(PORTAL_SECTION)}</ul>
      {groups.map((group) => {
        const id = `admin-navigation-${group.label.toLowerCase()}`;
        return (
          <div key={group.label} className={styles.group}>
            <p id={id} className={styles.groupLabel}>
              {group.label}
            </p>
            <ul className={styles.list} aria-labelledby={id}>
              {group.sections.map(link)}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
