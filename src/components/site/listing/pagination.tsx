import Link from 'next/link';
import styles from './pagination.module.css';

/** The address of page `page` of a list whose first page is `basePath`. */
export const listPageHref = (basePath: string, page: number) =>
  page <= 1 ? basePath : `${basePath}/page/${page}`;

export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / pageSize));

interface PaginationProps {
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
export function Pagination({ basePath, page, pages, label }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={`Pages of ${label}`}>
      {page > 1 ? (
        <Link href={listPageHref(basePath, page - 1)} rel="prev" className={styles.link}>
          <span aria-hidden="true">←</span> Previous<span className="visually-hidden"> page</span>
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.position} aria-current="page">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link href={listPageHref(basePath, page + 1)} rel="next" className={styles.link}>
          Next<span className="visually-hidden"> page</span> <span aria-hidden="true">→</span>
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
