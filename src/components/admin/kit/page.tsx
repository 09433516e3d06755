import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import styles from './page.module.css';

export interface AdminPageProps {
  /** The screen's one h1. */
  title: ReactNode;
  /** The screen's main buttons, at the right of the title (wrapping below on phones). */
  actions?: ReactNode;
  /** Shown above the title, e.g. a <BackLink>. */
  before?: ReactNode;
  children?: ReactNode;
}

/** An admin screen: title and main actions, then its content, 20 px apart. */
export function AdminPage({ title, actions, before, children }: AdminPageProps) {
  const heading = <h1 className={styles.title}>{title}</h1>;
  return (
    <div className={styles.page}>
      {before}
      {actions ? (
        <div className={styles.header}>
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}

/** A short muted paragraph under the title saying what the screen is for. */
export function PageIntro({ children }: { children: ReactNode }) {
  return <p className={styles.intro}>{children}</p>;
}

/** A boxed section of a screen, named by its h2. */
export function Panel({
  title,
  id,
  children,
}: {
  title: ReactNode;
  /** The h2's id (the section is labelled by it). */
  id: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </section>
  );
}

export function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.sectionTitle}>
      {children}
    </h2>
  );
}

/** '← Go Back'-style link to the screen above, in a paragraph of its own. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p>
      <Link href={href} className={styles.backLink}>
        {children}
      </Link>
    </p>
  );
}

/**
 * A list screen whose page and search come from the address: `useSearchParams` needs a
 * Suspense boundary, whose fallback is the screen's title and a spinner.
 */
export function AddressListScreen({
  title,
  loadingLabel,
  children,
}: {
  title: string;
  loadingLabel: string;
  children: ReactNode;
}) {
  return (
    <Suspense
      fallback={
        <AdminPage title={title}>
          <Spinner variant="panel" label={loadingLabel} />
        </AdminPage>
      }
    >
      {children}
    </Suspense>
  );
}
