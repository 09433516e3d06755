import { ATTRIBUTION_FIELDS } from '@/lib/enquiries';
import type { EnquiryRecord as Enquiry } from '@/lib/schemas/answers/site';
import { ATTRIBUTION_LABELS, DEVICE_LABELS, languageLabel, originLines } from './enquiry-words';
import styles from './enquiries.module.css';

/** Where an enquiry came from, in short, in its row of the inbox. */
export function OriginSummary({ enquiry }: { enquiry: Enquiry }) {
  return (
    <ul className={styles.origin}>
      {originLines(enquiry).map((line) => (
        <li key={line.label}>
          <span className={styles.originLabel}>{line.label}:</span>{' '}
          <span className={styles.wrapAnywhere}>{line.value}</span>
        </li>
      ))}
    </ul>
  );
}

/** Everything the visit left: source, pages, campaign, click ids, device and language. */
export function AttributionDetails({ enquiry }: { enquiry: Enquiry }) {
  const rows = [
    { label: 'Source', value: enquiry.source || 'Direct' },
    ...ATTRIBUTION_FIELDS.map((field) => ({
      label: ATTRIBUTION_LABELS[field],
      value: enquiry[field],
    })),
    { label: 'Device', value: enquiry.device ? DEVICE_LABELS[enquiry.device] : '' },
    // The page's language; the form's own is under the message (enquiry-fields.tsx).
    { label: 'Page language', value: languageLabel(enquiry.language) },
  ].filter((row) => row.value !== '');
  const onlySource = rows.length === 1;
  return (
    <>
      <dl className={styles.details}>
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd className={styles.wrapAnywhere}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {onlySource ? (
        <p className={styles.muted}>
          Nothing else was recorded: the message came without the visit’s pages or campaign (sent by
          another program, or from a browser that keeps no session storage).
        </p>
      ) : null}
    </>
  );
}
