import Link from 'next/link';
import { JsonLd } from '@/components/ui/json-ld';
import { breadcrumbJsonLd, type Crumb } from '@/server/seo/json-ld';
import { copyFor } from '@/content/editions';
import type { Locale } from '@/lib/locale';
import styles from './breadcrumbs.module.css';

/** Visible breadcrumb trail plus its BreadcrumbList structured data. */
export function Breadcrumbs({ locale, crumbs }: { locale: Locale; crumbs: Crumb[] }) {
  return (
    <>
      <nav aria-label={copyFor(locale).ui.breadcrumbs.navLabel} className={styles.nav}>
        <ol className={styles.list}>
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path}>
                {last ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <Link href={crumb.path}>{crumb.name}</Link>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
