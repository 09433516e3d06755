import styles from './spinner.module.css';

// The site's one loading indicator. Public pages use the default 'page' look in their
// Suspense fallbacks; the admin area uses 'panel' (and the bare wheel in busy buttons).

export type SpinnerVariant = 'page' | 'panel' | 'inline';

export interface SpinnerProps {
  /** Read by screen readers, e.g. 'Loading case studies'; shown too unless variant is 'page'. */
  label: string;
  /** Height of the box it centres in, so the page does not jump when content replaces it. */
  minHeight?: number;
  /**
   * 'page' (default): a large wheel centred in a box at least 240 px tall, label for
   * screen readers only. 'panel': a smaller wheel beside its visible label, centred with
   * room above and below (admin lists and popups). 'inline': the same on one line, not
   * centred (inside a toolbar or a row).
   */
  variant?: SpinnerVariant;
}

export function Spinner({ label, minHeight, variant = 'page' }: SpinnerProps) {
  const style = minHeight ? { minHeight } : undefined;
  if (variant === 'page') {
    return (
      <div role="status" className={styles.block} style={style}>
        <SpinnerWheel size="large" />
        <span className="visually-hidden">{label}</span>
      </div>
    );
  }
  return (
    <div role="status" className={styles[variant]} style={style}>
      <SpinnerWheel size="medium" />
      <span>{label}</span>
    </div>
  );
}

export interface SpinnerWheelProps {
  /** 'large' 40 px, 'medium' 28 px, 'small' 16 px. */
  size?: 'large' | 'medium' | 'small';
  /** White on a filled (dark or accent) background, e.g. inside a primary button. */
  inverse?: boolean;
}

/**
 * The turning wheel alone, hidden from screen readers: for a busy button whose text
 * already says what is happening ('Signing in…'). Elsewhere use <Spinner>.
 */
export function SpinnerWheel({ size = 'large', inverse = false }: SpinnerWheelProps) {
  const classes = [styles.spinner, styles[size], inverse ? styles.inverse : undefined];
  return <span className={classes.filter(Boolean).join(' ')} aria-hidden="true" />;
}
