'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  use,
  useId,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SetStateAction,
} from 'react';

// The mobile menu: the hamburger button (in the header bar) and the menu below the bar
// share their open state through a context. The provider renders no markup, so the bar
// and the menu's links stay server markup passed through as children.

interface MobileMenuState {
  open: boolean;
  setOpen: Dispatch<SetStateAction<boolean>>;
  menuId: string;
  button: RefObject<HTMLButtonElement | null>;
}

const MobileMenuContext = createContext<MobileMenuState | null>(null);

function useMobileMenu(): MobileMenuState {
  const state = use(MobileMenuContext);
  if (!state) throw new Error('Mobile menu parts must sit inside <MobileMenuProvider>.');
  return state;
}

export function MobileMenuProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);

  // A navigation closes it (state adjusted during render, not in an effect).
  const [shownPathname, setShownPathname] = useState(pathname);
  if (shownPathname !== pathname) {
    setShownPathname(pathname);
    setOpen(false);
  }

  const state = useMemo(() => ({ open, setOpen, menuId, button }), [open, menuId]);
  return <MobileMenuContext value={state}>{children}</MobileMenuContext>;
}

/** The hamburger: opens and closes the mobile menu. */
export function MobileMenuButton({
  className,
  labels,
}: {
  className?: string;
  labels: { open: string; close: string };
}) {
  const { open, setOpen, menuId, button } = useMobileMenu();
  return (
    <button
      ref={button}
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={menuId}
      aria-label={open ? labels.close : labels.open}
      onClick={() => setOpen((current) => !current)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
        ) : (
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        )}
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
  const { open, setOpen, menuId, button } = useMobileMenu();
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  return (
    <div id={menuId} className={className} hidden={!open} onKeyDown={closeOnEscape}>
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

/** The expandable Services section: two sub-groups, and opening one closes the other. */
export function MobileServices({ label, groups, chevron, classNames }: MobileServicesProps) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={classNames.button}
        aria-expanded={servicesOpen}
        onClick={() => setServicesOpen((open) => !open)}
      >
        {`${label} `}
        {chevron}
      </button>
      {servicesOpen && (
        <ul className={classNames.list}>
          {groups.map((group) => (
            <li key={group.id}>
              <button
                type="button"
                className={classNames.button}
                aria-expanded={openGroup === group.id}
                // Opening one group closes the other (spec point 4).
                onClick={() => setOpenGroup((current) => (current === group.id ? null : group.id))}
              >
                {group.title} {chevron}
              </button>
              {openGroup === group.id && group.links}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
