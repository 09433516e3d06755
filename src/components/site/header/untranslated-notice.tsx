import styles from './untranslated-notice.module.css';

/**
 * On a home page reached through the language switcher from a page this language does
 * not have (/language redirects to `/?untranslated`), says so. The cached home is the same
 * for everyone, so the address is read in the browser (src/islands/untranslated-notice.ts),
 * which shows the hidden text.
 */
export function UntranslatedNotice({ text }: { text: string }) {
  return (
    <div role="status" data-island="untranslated-notice" data-shown-class={styles.notice}>
      <p className={`container ${styles.text}`} hidden>
        {text}
      </p>
    </div>
  );
}
