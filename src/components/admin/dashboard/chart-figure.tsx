import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

/**
 * One chart: its heading, a sentence saying what it shows (visible, so everyone gets the
 * gist), the drawing, and the same figures as a table behind "Show as table" (a native
 * <details>: opened by keyboard, announced as expanded or collapsed).
 */
export function ChartFigure({
  id,
  title,
  summary,
  table,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  table: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={styles.figure}>
      <h3 id={id} className={styles.figureTitle}>
        {title}
      </h3>
      <p className={styles.figureSummary}>{summary}</p>
      {children}
      <details className={styles.tableView}>
        <summary>
          Show as table<span className="visually-hidden">: {title}</span>
        </summary>
        {table}
      </details>
    </section>
  );
}
