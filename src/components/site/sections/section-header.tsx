import styles from './sections.module.css';

export interface SectionHeaderProps {
  /** id of the h2, for the section's aria-labelledby. */
  id: string;
  tagline?: string;
  heading: string;
  text?: string;
  align?: 'center' | 'start';
}

export function SectionHeader({
  id,
  tagline,
  heading,
  text,
  align = 'center',
}: SectionHeaderProps) {
  return (
    <div className={`${styles.header} ${align === 'start' ? styles.headerStart : ''}`}>
      {tagline && <p className={styles.eyebrow}>{tagline}</p>}
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {text && <p className={styles.lead}>{text}</p>}
    </div>
  );
}
