'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { isActive, type ActiveWhen } from './active-when';

export interface NavLinkProps {
  href: string;
  className?: string;
  /** With activeWhen: added to className while the link's section is the current one. */
  activeClassName?: string;
  activeWhen?: ActiveWhen;
  children: ReactNode;
}

/**
 * A header link that marks itself from the current path (the header sits in a layout,
 * which a navigation does not re-render on the server): aria-current="page" on its own
 * page, and the active-tab class while its section is shown.
 */
export function NavLink({ href, className, activeClassName, activeWhen, children }: NavLinkProps) {
  const pathname = usePathname();
  const classes =
    activeWhen === undefined
      ? className
      : `${className} ${isActive(pathname, activeWhen) ? activeClassName : ''}`;
  return (
    <Link href={href} className={classes} aria-current={pathname === href ? 'page' : undefined}>
      {children}
    </Link>
  );
}
