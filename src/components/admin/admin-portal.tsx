'use client';

import Link from 'next/link';
import { useUserInfo } from '@/lib/admin/user-info';
import { useLogout } from './admin-shell';
import styles from './admin.module.css';

const SECTIONS = [
  {
    href: '/admin/casestudy',
    title: 'Case Studies',
    text: 'Create, edit and delete the success stories shown on the website.',
  },
  {
    href: '/admin/blogs',
    title: 'Blogs',
    text: 'Write and update the articles of the Insights page.',
  },
  {
    href: '/admin/location-pages',
    title: 'Location Pages',
    text: 'Manage the pages written for each city or area.',
  },
  {
    href: '/admin/enquiries',
    title: 'Enquiries',
    text: 'Read the messages sent through the contact forms and export them.',
  },
] as const;

export function AdminPortal() {
  const user = useUserInfo();
  const logout = useLogout();
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Admin Portal</h1>
      <section aria-labelledby="profile-heading" className={styles.panel}>
        <h2 id="profile-heading" className={styles.sectionTitle}>
          Profile
        </h2>
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
        <button type="button" className={styles.buttonSecondary} onClick={() => void logout()}>
          Logout
        </button>
      </section>
      <section aria-labelledby="manage-heading">
        <h2 id="manage-heading" className={styles.sectionTitle}>
          Manage the website
        </h2>
        <ul className={styles.portalLinks}>
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <Link href={section.href} className={styles.portalLink}>
                <span className={styles.portalLinkTitle}>{section.title}</span>
                <span className={styles.portalLinkText}>{section.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
