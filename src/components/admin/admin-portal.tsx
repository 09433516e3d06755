'use client';

import Link from 'next/link';
import { countMissingAlt } from '@/lib/admin/media';
import { useResource } from '@/lib/admin/use-resource';
import { useUserInfo } from '@/lib/admin/user-info';
import { useLogout } from './admin-shell';
import { EnquiryDashboard } from './dashboard/enquiry-dashboard';
import { AdminPage, Button, ButtonGroup, ButtonLink, Panel, SectionTitle } from './kit';
import { viewHref } from './media/library-views';
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
      <MissingAltNotice />
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
      <EnquiryDashboard />
    </AdminPage>
  );
}

/** How many pictures the site shows without alt text, when any: a link to fix them. */
function MissingAltNotice() {
  const missing = useResource((signal) => countMissingAlt(signal), 'missing-alt-count');
  const count = missing.data ?? 0;
  if (count === 0) return null;
  return (
    <p className={styles.notice}>
      <span className={styles.noticeIcon} aria-hidden="true">
        !
      </span>
      <span>
        {count === 1
          ? '1 picture is shown without alt text.'
          : `${count} pictures are shown without alt text.`}{' '}
        <Link href={viewHref('missing-alt')}>
          Describe {count === 1 ? 'it' : 'them'} in the media library
        </Link>
      </span>
    </p>
  );
}
