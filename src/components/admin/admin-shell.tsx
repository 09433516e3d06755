'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError, apiRequest, isAbort, loginPath, setUnauthorizedHandler } from '@/lib/admin/api';
import {
  clearUserInfo,
  saveUserInfo,
  staffRoleOf,
  userInfoGeneration,
  useUserInfo,
} from '@/lib/admin/user-info';
import { currentUser } from '@/lib/schemas/answers/accounts';
import {
  AdminPage,
  BackLink,
  Button,
  ButtonLink,
  ConfirmProvider,
  NotificationsProvider,
  PageIntro,
  Spinner,
} from './kit';
import {
  leaveWithoutPrompt,
  UnsavedChangesProvider,
  useUnsavedChangesContext,
} from './unsaved-changes';
import { AdminNav } from './navigation/admin-nav';
import { isAdminOnlyPath, navigationFor } from './navigation/admin-navigation';
import styles from './admin-shell.module.css';

export const ENROL_PATH = '/admin/profile?enrol=two-factor';

/** Spec point 6: a signed-in non-staff account goes to / from the case study list, else to /login. */
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
  const [mustEnrol, setMustEnrol] = useState(false);
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
    apiRequest('/api/users/me', currentUser, { signal: controller.signal, allowUnauthorized: true })
      .then((me) => {
        // Signed out while the answer was on its way: do not bring the user back.
        if (generation !== userInfoGeneration()) return;
        saveUserInfo(me);
        setMustEnrol(me.mustEnrolTwoFactor);
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

  const role = staffRoleOf(user);
  useEffect(() => {
    if (user === undefined) return;
    if (user && !role) router.replace(nonAdminDestination(pathname));
    else if (user === null && verified) router.replace(loginPath(pathname));
    // The site requires two-factor and this account has none: setting it up comes first.
    else if (mustEnrol && pathname !== '/admin/profile') router.replace(ENROL_PATH);
  }, [user, role, verified, mustEnrol, pathname, router]);

  if (role && mustEnrol && pathname !== '/admin/profile') return <GuardSpinner />;
  if (role === 'editor' && isAdminOnlyPath(pathname)) {
    return (
      <AdminPage
        title="Administrators only"
        before={<BackLink href="/admin">← Back to the portal</BackLink>}
      >
        <PageIntro>
          Only administrators can open this page. Ask an administrator if you need something here.
        </PageIntro>
      </AdminPage>
    );
  }
  if (role) return <>{children}</>;
  return <GuardSpinner />;
}

function GuardSpinner() {
  return (
    <div className={styles.guard}>
      <Spinner variant="panel" label="Checking your sign-in…" />
    </div>
  );
}

function AdminFrame({ children }: { children: ReactNode }) {
  const user = useUserInfo();
  const groups = navigationFor(staffRoleOf(user) === 'admin');
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
          <div className={styles.userBox}>
            {user ? (
              <Link href="/admin/profile" className={styles.userName}>
                {user.name || user.email}
                <span className="visually-hidden"> (your account)</span>
              </Link>
            ) : null}
            <ButtonLink href="/" variant="link">
              View site
            </ButtonLink>
            <Button variant="secondary" onClick={() => void logout()}>
              Logout
            </Button>
          </div>
        </div>
      </header>
      <div className={styles.body}>
        <AdminNav groups={groups} />
        <main id="admin-main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
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
