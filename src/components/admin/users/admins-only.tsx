'use client';

import type { ReactNode } from 'react';
import type { UserInfo } from '@/lib/admin/types';
import { useUserInfo } from '@/lib/admin/user-info';
import { AdminPage, BackLink, PageIntro } from '../kit';

/** A userInfo stored before roles existed has only isAdmin. */
export const isAdministrator = (user: UserInfo) =>
  user.role ? user.role === 'admin' : user.isAdmin;

/**
 * A screen for administrators only. The API refuses editors whatever this shows; it only
 * spares them a screen of errors and buttons they cannot use.
 */
export function AdminsOnly({ title, children }: { title: string; children: ReactNode }) {
  const user = useUserInfo();
  if (user && !isAdministrator(user)) {
    return (
      <AdminPage title={title} before={<BackLink href="/admin">← Back to the portal</BackLink>}>
        <PageIntro>Only administrators can see this page.</PageIntro>
      </AdminPage>
    );
  }
  return <>{children}</>;
}
