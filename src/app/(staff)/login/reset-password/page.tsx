import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import styles from '@/components/admin/login-form.module.css';

export const metadata: Metadata = {
  title: 'Reset password',
  robots: { index: false, follow: false },
};

export default async function ResetPasswordPage() {
  // Rendered per request for the CSP nonce of src/proxy.ts, as /login is.
  await connection();
  return (
    <main className={styles.loginPage}>
      <ResetPasswordForm />
    </main>
  );
}
