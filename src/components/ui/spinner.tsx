import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Read by screen readers, e.g. 'Loading case studies'. */
  label: string;
  /** Height of the box it centres in, so the page does not jump when content replaces it. */
  minHeight?: number;
}

export function Spinner({ label, minHeight }: SpinnerProps) {
  return (
    <div role="status" className={styles.block} style={minHeight ? { minHeight } : undefined}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
