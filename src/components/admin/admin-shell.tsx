'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError, apiRequest, isAbort, loginPath, setUnauthorizedHandler } from '@/lib/admin/api';
import {
  clearUserInfo,
  saveUserInfo,
  userInfoGeneration,
  useUserInfo,
} from '@/lib/admin/user-info';
import type { UserInfo } from '@/lib/admin/types';
import { Button, ButtonLink, ConfirmProvider, NotificationsProvider, Spinner } from './kit';
import {
  leaveWithoutPrompt,
  UnsavedChangesProvider,
  useUnsavedChangesContext,
} from './unsaved-changes';
import styles from './admin-shell.module.css';

export const ADMIN_LINKS = [
  { href: '/admin', label: 'Portal' },
  { href: '/admin/casestudy', label: 'Case Studies' },
  { href: '/admin/blogs', label: 'Blogs' },
  { href: '/admin/location-pages', label: 'Location Pages' },
  { href: '/admin/redirects', label: 'Redirects' },
  { href: '/admin/enquiries', label: 'Enquiries' },
] as const;

/** Spec point 6: a signed-in non-admin goes to / from the case study list, else to /login. */
export const nonAdminDestination = (pathname: string) =>
  pathname === '/admin/casestudy' ? '/' : '/login';

export function AdminApp({ children }: { children: ReactNode }) {
  return (
    <NotificationsProvider>
      <ConfirmProvider>
        <UnsavedChangesProvider>
          <AdminGuard>
            <AdminFrame>{children}</AdminFrame>
          </AdminGuard>
        </UnsavedChangesProvider>
      </ConfirmProvider>
    </NotificationsProvider>
  );
}

/**
 * Convenience redirects only: the API refuses every admin call without a valid
 * administrator session whatever the UI shows. The stored userInfo lets the screens
 * appear at once; /api/users/me confirms it in the background.
 */
function AdminGuard({ children }: { children: ReactNode }) {
  const user = useUserInfo();
  const pathname = usePathname();
  const router = useRouter();
  const [verified, setVerified] = useState(false);
  const pathRef = useRef(pathname);
  useEffect(() => {
    pathRef.current = pathname;
  });

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearUserInfo();
      leaveWithoutPrompt();
      window.location.assign(loginPath(window.location.pathname + window.location.search));
    });
    const controller = new AbortController();
    const generation = userInfoGeneration();
    apiRequest<UserInfo>('/api/users/me', { signal: controller.signal, allowUnauthorized: true })
      .then((me) => {
        // Signed out while the answer was on its way: do not bring the user back.
        if (generation !== userInfoGeneration()) return;
        saveUserInfo(me);
        setVerified(true);
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          clearUserInfo();
          router.replace(loginPath(pathRef.current));
          return;
        }
        // Server unreachable: keep the stored user; the next call will tell.
        setVerified(true);
      });
    return () => {
      controller.abort();
      setUnauthorizedHandler(null);
    };
  }, [router]);

  useEffect(() => {
    if (user === undefined) return;
    if (user && !user.isAdmin) router.replace(nonAdminDestination(pathname));
    else if (user === null && verified) router.replace(loginPath(pathname));
  }, [user, verified, pathname, router]);

  if (user?.isAdmin) return <>{children}</>;
  return (
    <div className={styles.guard}>
      <Spinner variant="panel" label="Checking your sign-in…" />
    </div>
  );
}

function AdminFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const user = useUserInfo();
  const logout = useLogout();

  return (
    <div className={styles.shell}>
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link href="/admin" className={styles.brand}>
            {/* eslint-disable-next-line @next/next/no-img-element -- small static logo */}
            <img src="/brand/logo-black.svg" alt="" width={148} height={32} />
            <span className={styles.brandText}>Admin</span>
          </Link>
          <nav aria-label="Admin" className={styles.nav}>
            <ul className={styles.navList}>
              {ADMIN_LINKS.map((link) => {
                const active =
                  link.href === '/admin' ? pathname === '/admin' : pathname.startsWith(link.href);
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className={`${styles.navLink} ${active ? styles.navLinkActive : ''}`}
                      aria-current={active ? 'page' : undefined}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className={styles.userBox}>
            {user ? <span className={styles.userName}>{user.name || user.email}</span> : null}
            <ButtonLink href="/" variant="link">
              View site
            </ButtonLink>
            <Button variant="secondary" onClick={() => void logout()}>
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main id="admin-main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

/** Spec point 4: revoke the session, clear stored user data, reset and reload. */
export function useLogout() {
  const { confirmDiscard } = useUnsavedChangesContext();
  return async () => {
    if (!(await confirmDiscard())) return;
    try {
      await fetch('/api/users/logout', { method: 'POST', credentials: 'same-origin' });
    } catch {
      // Offline: the session still expires on the server; the browser forgets it here.
    }
    clearUserInfo();
    leaveWithoutPrompt();
    // A full page load resets every piece of in-memory state.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- deliberate full reload
    window.location.assign('/login');
  };
}
