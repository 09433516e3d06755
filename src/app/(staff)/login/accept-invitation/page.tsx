import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AcceptInvitationForm } from '@/components/account/accept-invitation-form';
import styles from '@/components/admin/login-form.module.css';

export const metadata: Metadata = {
  title: 'Accept invitation',
  robots: { index: false, follow: false },
};

export default async function AcceptInvitationPage() {
  // Rendered per request for the CSP nonce of src/proxy.ts, as /login is.
  await connection();
  return (
    <main className={styles.loginPage}>
      <AcceptInvitationForm />
    </main>
  );
}
