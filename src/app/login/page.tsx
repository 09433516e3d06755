import type { Metadata } from 'next';
import { LoginForm } from '@/components/admin/login-form';
import styles from '@/components/admin/login-form.module.css';

export const metadata: Metadata = {
  title: 'Sign In',
  robots: { index: false, follow: false },
};

export default function LoginPage() {
  return (
    <main className={styles.loginPage}>
      <LoginForm />
    </main>
  );
}
