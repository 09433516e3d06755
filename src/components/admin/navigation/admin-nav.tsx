'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import {
  isCurrentSection,
  PORTAL_SECTION,
  type AdminSection,
  type AdminSectionGroup,
} from './admin-navigation';
import { Button } from '../kit';
import styles from './admin-nav.module.css';

// The admin navigation: a sidebar of grouped sections from 1024 px; below, its Menu
// button (a disclosure) opens the same links under the header. The menu closes on
// Escape (focus back on the button) and when the page changes.

const PANEL_ID = 'admin-navigation';

export function AdminNav({ groups }: { groups: readonly AdminSectionGroup[] }) {
  const pathname = usePathname();
  // Open on the page where it was opened: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const link = (section: AdminSection) => {
    const current = isCurrentSection(section, pathname);
    return (
      <li key={section.href}>
        <Link
          href={section.href}
          className={`${styles.link} ${current ? styles.current : ''}`}
          aria-current={current ? 'page' : undefined}
          onClick={() => setOpenOn(null)}
        >
          {section.label}
        </Link>
      </li>
    );
  };

  return (
    <nav aria-label="Admin" className={styles.nav}>
      <Button
        ref={buttonRef}
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span aria-hidden="true" className={styles.menuIcon} />
        Menu
      </Button>
      <div id={PANEL_ID} className={styles.panel} data-open={open || undefined}>
        <ul className={styles.list}>{link(PORTAL_SECTION)}</ul>
        {groups.map((group) => {
          const id = `${PANEL_ID}-${group.label.toLowerCase()}`;
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
      </div>
    </nav>
  );
}
