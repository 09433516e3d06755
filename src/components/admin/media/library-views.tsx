import Link from 'next/link';
import { Badge } from '../kit';
import styles from './media-library.module.css';

// The library's three views, as links that keep their place in the address: every file,
// the files nothing uses (to clear out), and the pictures shown without alt text.

export const LIBRARY_VIEWS = ['all', 'unused', 'missing-alt'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];

export const viewOf = (raw: string | null): LibraryView =>
  (LIBRARY_VIEWS as readonly string[]).includes(raw ?? '') ? (raw as LibraryView) : 'all';

export const viewHref = (view: LibraryView) =>
  view === 'all' ? '/admin/media' : `/admin/media?view=${view}`;

const VIEW_LABELS: Record<LibraryView, string> = {
  all: 'All files',
  unused: 'Unused files',
  'missing-alt': 'Missing alt text',
};

export function LibraryViews({
  current,
  missingAlt,
}: {
  current: LibraryView;
  /** How many pictures lack alt text, once known. */
  missingAlt: number | undefined;
}) {
  return (
    <nav aria-label="Library views">
      <ul className={styles.views}>
        {LIBRARY_VIEWS.map((view) => (
          <li key={view}>
            <Link
              href={viewHref(view)}
              className={styles.view}
              aria-current={view === current ? 'page' : undefined}
            >
              {VIEW_LABELS[view]}
              {view === 'missing-alt' && missingAlt ? (
                <>
                  {' '}
                  <Badge tone="warning">
                    {missingAlt}
                    <span className="visually-hidden">
                      {missingAlt === 1 ? ' picture' : ' pictures'}
                    </span>
                  </Badge>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
