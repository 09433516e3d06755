import Link from 'next/link';
import type { ReactNode } from 'react';
import fieldStyles from '@/components/admin/field.module.css';
import loginStyles from '@/components/admin/login-form.module.css';

/** The card of the sign-in screens: a title, a line of introduction, and a way back. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={loginStyles.loginCard}>
      <h1 className={loginStyles.loginTitle}>{title}</h1>
      {intro ? <p className={fieldStyles.hint}>{intro}</p> : null}
      {children}
      <p className={loginStyles.loginBack}>
        <Link href="/login">← Back to sign-in</Link>
      </p>
    </div>
  );
}
