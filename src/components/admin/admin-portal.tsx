'use client';

import Link from 'next/link';
import { useUserInfo } from '@/lib/admin/user-info';
import { useLogout } from './admin-shell';
import { AdminPage, Button, ButtonGroup, ButtonLink, Panel, SectionTitle } from './kit';
import { PORTAL_CARDS } from './navigation/admin-navigation';
import styles from './admin-portal.module.css';

export function AdminPortal() {
  const user = useUserInfo();
  const logout = useLogout();
  return (
    <AdminPage title="Admin Portal">
      <Panel id="profile-heading" title="Profile">
        <dl className={styles.profile}>
          <div>
            <dt>Name</dt>
            <dd>{user?.name || '—'}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user?.email ?? '—'}</dd>
          </div>
          <div>
            <dt>Role</dt>
            <dd>{user?.isAdmin ? 'Administrator' : '—'}</dd>
          </div>
        </dl>
        <ButtonGroup>
          <ButtonLink href="/admin/profile">Your account</ButtonLink>
          <Button variant="secondary" onClick={() => void logout()}>
            Logout
          </Button>
        </ButtonGroup>
      </Panel>
      <section aria-labelledby="manage-heading">
        <SectionTitle id="manage-heading">Manage the website</SectionTitle>
        <ul className={styles.portalLinks}>
          {PORTAL_CARDS.map((section) => (
            <li key={section.href}>
              <Link href={section.href} className={styles.portalLink}>
                <span className={styles.portalLinkTitle}>{section.label}</span>
                <span className={styles.portalLinkText}>{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </AdminPage>
  );
}
