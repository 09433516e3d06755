import type { StatFigure } from '@/content/site-facts';
import styles from './stats.module.css';

export function Stats({ stats, tone = 'light' }: { stats: StatFigure[]; tone?: 'light' | 'dark' }) {
  return (
    <dl className={`${styles.stats} ${tone === 'dark' ? styles.dark : ''}`}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
