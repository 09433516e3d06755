import Link from 'next/link';
import { Badge } from '../kit';
import styles from './media-library.module.css';

// The library's views, as links that keep their place in the address: every file, the
// files nothing uses (to clear out), and the pictures shown without alt text, in English
// and on the Arabic pages.

export const LIBRARY_VIEWS = ['all', 'unused', 'missing-alt', 'missing-alt-ar'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];

export const viewOf = (raw: string | null): LibraryView =>
  (LIBRARY_VIEWS as readonly string[]).includes(raw ?? '') ? (raw as LibraryView) : 'all';

export const viewHref = (view: LibraryView) =>
  view === 'all' ? '/admin/media' : `/admin/media?view=${view}`;

const VIEW_LABELS: Record<LibraryView, string> = {
  all: 'All files',
  unused: 'Unused files',
  'missing-alt': 'Missing alt text',
  'missing-alt-ar': 'Missing Arabic alt text',
};

export function LibraryViews({
  current,
  missing,
}: {
  current: LibraryView;
  /** How many pictures lack alt text, once known, per view that counts them. */
  missing: Partial<Record<LibraryView, number>>;
}) {
  return (
    <nav aria-label="Library views">
      <ul className={styles.views}>
        {LIBRARY_VIEWS.map((view) => {
          const count = missing[view];
          return (
            <li key={view}>
              <Link
                href={viewHref(view)}
                className={styles.view}
                aria-current={view === current ? 'page' : undefined}
              >
                {VIEW_LABELS[view]}
                {count ? (
                  <>
                    {' '}
                    <Badge tone="warning">
                      {count}
                      <span className="visually-hidden">
                        {count === 1 ? ' picture' : ' pictures'}
                      </span>
                    </Badge>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
