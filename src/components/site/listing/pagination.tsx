import Link from 'next/link';
import { copyFor } from '@/content/editions';
import type { Locale } from '@/lib/locale';
import styles from './pagination.module.css';

/** The address of page `page` of a list whose first page is `basePath`. */
export const listPageHref = (basePath: string, page: number) =>
  page <= 1 ? basePath : `${basePath}/page/${page}`;

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

interface PaginationProps {
  locale: Locale;
  basePath: string;
  page: number;
  pages: number;
  /** What the list holds, for the navigation's name: "articles", "case studies". */
  label: string;
}

/**
 * Links to the neighbouring pages of a public list: plain links that crawlers follow,
 * each page with its own address. Nothing is shown for a list of one page.
 */
export function Pagination({ locale, basePath, page, pages, label }: PaginationProps) {
  if (pages <= 1) return null;
  const copy = copyFor(locale).ui.pagination;
  return (
    <nav className={styles.pagination} aria-label={copy.navLabel(label)}>
      {page > 1 ? (
        <Link
          href={listPageHref(basePath, page - 1)}
          rel="prev"
          className={styles.link}
          aria-label={copy.previousPage}
        >
          <span aria-hidden="true" className="flip-in-rtl">
            ←
          </span>{' '}
          {copy.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.position} aria-current="page">
        {copy.position(page, pages)}
      </p>
      {page < pages ? (
        <Link
          href={listPageHref(basePath, page + 1)}
          rel="next"
          className={styles.link}
          aria-label={copy.nextPage}
        >
          {copy.next}{' '}
          <span aria-hidden="true" className="flip-in-rtl">
            →
          </span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The page number in a list page's address, or undefined when it names no page. */
export function listPageNumber(segment: string): number | undefined {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return undefined;
  return Number(segment);
}
