import type { ReactNode } from 'react';

// The mobile menu's markup: the hamburger button (in the header bar), the menu below the
// bar, and its expandable Services section, every part in its closed state. Opening and
// closing them is the browser's work: src/islands/mobile-menu.ts, rooted at the button.

/** The menu panel's id: one header per page. */
export const MOBILE_MENU_ID = 'mobile-menu';

const MENU_ICON = { open: 'M3 6h18M3 12h18M3 18h18', close: 'M6 6l12 12M18 6L6 18' };

/** The hamburger: opens and closes the mobile menu. */
export function MobileMenuButton({
  className,
  labels,
}: {
  className?: string;
  labels: { open: string; close: string };
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={false}
      aria-controls={MOBILE_MENU_ID}
      aria-label={labels.open}
      data-island="mobile-menu"
      data-label-open={labels.open}
      data-label-close={labels.close}
      data-icon-open={MENU_ICON.open}
      data-icon-close={MENU_ICON.close}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={MENU_ICON.open} stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

/** The menu below the bar; Escape inside it closes it and returns focus to the hamburger. */
export function MobileMenuPanel({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div id={MOBILE_MENU_ID} className={className} hidden>
      {children}
    </div>
  );
}

export interface MobileServicesProps {
  label: string;
  /** Each group's title and its list of links, rendered on the server. */
  groups: { id: string; title: string; links: ReactNode }[];
  /** The chevron shown after each label, rendered on the server. */
  chevron: ReactNode;
  classNames: { button?: string; list?: string };
}

/**
 * The expandable Services section: two sub-groups, and opening one closes the other
 * (spec point 4). Each button controls the list after it (`aria-controls`); the groups'
 * buttons share `data-group`, by which the island closes the other one.
 */
export function MobileServices({ label, groups, chevron, classNames }: MobileServicesProps) {
  const listId = `${MOBILE_MENU_ID}-services`;
  return (
    <>
      <button
        type="button"
        className={classNames.button}
        aria-expanded={false}
        aria-controls={listId}
      >
        {`${label} `}
        {chevron}
      </button>
      <ul id={listId} className={classNames.list} hidden>
        {groups.map((group) => (
          <li key={group.id}>
            <button
              type="button"
              className={classNames.button}
              aria-expanded={false}
              aria-controls={`${listId}-${group.id}`}
              data-group=""
            >
              {group.title} {chevron}
            </button>
            <div id={`${listId}-${group.id}`} hidden>
              {group.links}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
