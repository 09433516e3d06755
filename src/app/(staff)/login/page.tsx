import type { Metadata } from 'next';
import { connection } from 'next/server';
import { LoginForm } from '@/components/admin/login-form';
import styles from '@/components/admin/login-form.module.css';

export const metadata: Metadata = {
  title: 'Sign In',
  robots: { index: false, follow: false },
};

export default async function LoginPage() {
  // Rendered per request for the CSP nonce of src/proxy.ts (see the admin layout).
  await connection();
  return (
    <main className={styles.loginPage}>
      <LoginForm />
    </main>
  );
}
