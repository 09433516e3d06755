import type { EnquiryRecord as Enquiry } from '@/lib/schemas/answers/site';
import { formatSiteTime } from '@/lib/site-time';
import { ButtonGroup, ButtonLink } from '../kit';
import { FORM_LABELS, languageLabel } from './enquiry-words';
import styles from './enquiries.module.css';

/** What the visitor sent: who, how to reach them, the form and the message. */
export function EnquiryFields({ enquiry, zone }: { enquiry: Enquiry; zone: string }) {
  const phone = enquiry.phoneNum && enquiry.phoneNum !== 'none' ? enquiry.phoneNum : '';
  const rows = [
    {
      label: 'Received',
      value: <time dateTime={enquiry.createdAt}>{formatSiteTime(enquiry.createdAt, zone)}</time>,
    },
    {
      label: 'Form',
      value: `${FORM_LABELS[enquiry.form] ?? enquiry.form}${enquiry.formType ? ` (${enquiry.formType})` : ''}`,
    },
    { label: 'Language', value: languageLabel(enquiry.locale) },
    { label: 'Name', value: enquiry.name },
    {
      label: 'Email',
      value: (
        <a href={`mailto:${enquiry.email}`} className={styles.wrapAnywhere}>
          {enquiry.email}
        </a>
      ),
    },
    phone && {
      label: 'Phone',
      value: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>,
    },
    enquiry.businessName && { label: 'Business', value: enquiry.businessName },
    enquiry.role && { label: 'Role', value: enquiry.role },
  ].filter((row) => row !== '' && row !== undefined);
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
      {/* An Arabic message reads right to left; the browser tells from its first letters. */}
      <p className={styles.message} dir="auto">
        {enquiry.message}
      </p>
      <ButtonGroup>
        <ButtonLink href={`mailto:${enquiry.email}`} native variant="secondary">
          Reply by e-mail
        </ButtonLink>
        {phone ? (
          <ButtonLink href={`tel:${phone.replace(/[^\d+]/g, '')}`} native variant="secondary">
            Call
          </ButtonLink>
        ) : null}
      </ButtonGroup>
    </>
  );
}
