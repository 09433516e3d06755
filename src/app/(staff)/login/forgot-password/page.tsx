import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import styles from '@/components/admin/login-form.module.css';

export const metadata: Metadata = {
  title: 'Forgot password',
  robots: { index: false, follow: false },
};

export default async function ForgotPasswordPage() {
  // Rendered per request for the CSP nonce of src/proxy.ts, as /login is.
  await connection();
  return (
    <main className={styles.loginPage}>
      <ForgotPasswordForm />
    </main>
  );
}
