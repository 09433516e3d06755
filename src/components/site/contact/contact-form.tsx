import { useId } from 'react';
import type { Locale } from '@/lib/locale';
import type { ContactFormCopy } from './contact-form-copy';
import styles from './contact-form.module.css';

/**
 * The two contact forms of spec points 4, 5 and 8: the server's markup, complete. What
 * they do in the browser (validation with the API's zod schemas, sending, the answer) is
 * the contact-form island (src/islands/contact-form.ts), which reads its settings from
 * the data-* attributes here and only shows, hides and fills what is rendered.
 */
export type ContactFormKind = 'main' | 'page';

type FieldName = 'name' | 'email' | 'phoneNum' | 'businessName' | 'role' | 'message';

interface FieldConfig {
  name: FieldName;
  label: keyof ContactFormCopy['labels'];
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
  required: boolean;
}

const FIELDS: Record<ContactFormKind, FieldConfig[]> = {
  main: [
    { name: 'name', label: 'fullName', type: 'text', autoComplete: 'name', required: true },
    { name: 'email', label: 'email', type: 'email', autoComplete: 'email', required: true },
    { name: 'message', label: 'message', type: 'textarea', autoComplete: 'off', required: true },
  ],
  page: [
    { name: 'name', label: 'name', type: 'text', autoComplete: 'name', required: true },
    { name: 'email', label: 'email', type: 'email', autoComplete: 'email', required: true },
    { name: 'phoneNum', label: 'phoneNum', type: 'tel', autoComplete: 'tel', required: true },
    {
      name: 'businessName',
      label: 'businessName',
      type: 'text',
      autoComplete: 'organization',
      required: false,
    },
    {
      name: 'role',
      label: 'role',
      type: 'text',
      autoComplete: 'organization-title',
      required: false,
    },
    { name: 'message', label: 'message', type: 'textarea', autoComplete: 'off', required: true },
  ],
};

export interface ContactFormProps {
  kind: ContactFormKind;
  /** The page's language, stored with the enquiry (issue 29). */
  locale: Locale;
  /** The form's words in the page's language (./contact-form-copy.ts). */
  copy: ContactFormCopy;
  submitLabel: string;
  /** Sent with the main form so the team knows which page it came from. */
  formType?: string;
}

export function ContactForm({ kind, submitLabel, formType, locale, copy }: ContactFormProps) {
  const idPrefix = useId();
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const { validation } = copy;
  return (
    <form
      className={styles.form}
      noValidate
      aria-busy="false"
      data-island="contact-form"
      data-form={kind}
      data-locale={locale}
      data-form-type={kind === 'main' ? (formType ?? '') : undefined}
      data-required={validation.required}
      data-too-short={validation.tooShort}
      data-too-long={validation.tooLong}
      data-invalid-email={validation.invalidEmail}
      data-not-text={validation.notText}
      data-network={copy.network}
    >
      {/* Disabled until the island runs: before that the browser's own submit would send
          a GET with what was typed in the address, and nothing typed could be sent. The
          fieldset is `display: contents`, so the form's layout is unchanged. */}
      <fieldset disabled role="presentation" className="form-controls">
        <div className={styles.fields}>
          {FIELDS[kind].map((field) => {
            const id = fieldId(field.name);
            const common = {
              id,
              name: field.name,
              autoComplete: field.autoComplete,
              required: field.required,
              className: styles.input,
              // The field's name in the validation messages ({label}).
              'data-label': copy.labels[field.label],
            };
            return (
              <div
                key={field.name}
                className={`${styles.field} ${field.type === 'textarea' ? styles.full : ''}`}
              >
                {/* Required is the norm here; the two optional fields say so in their label. */}
                <label htmlFor={id} className={styles.label}>
                  {copy.labels[field.label]}
                  {!field.required && <span className={styles.optional}>{copy.optional}</span>}
                </label>
                {field.type === 'textarea' ? (
                  <textarea {...common} rows={5} />
                ) : (
                  <input {...common} type={field.type} />
                )}
                {/* Shown, filled and named by the field's aria-describedby when it is wrong. */}
                <p id={`${id}-error`} className={styles.error} hidden />
              </div>
            );
          })}
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor={fieldId('website')}>{copy.honeypot}</label>
            <input
              id={fieldId('website')}
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
        </div>
        <div className={styles.footer}>
          <button type="submit" className={`button ${styles.submit}`} aria-disabled="false">
            <span className={styles.spinner} aria-hidden="true" data-sending hidden />
            <span data-sending hidden>
              {copy.sending}
            </span>
            <span data-idle>{submitLabel}</span>
          </button>
          {/* One live region that is always present, so every change to it is announced. */}
          <div role="status" className={styles.outcome}>
            <span className="visually-hidden" data-sending hidden>
              {copy.sendingAnnouncement}
            </span>
            <p className={styles.success} data-outcome="success" hidden>
              {copy.outcome[kind].success}
            </p>
            <div className={styles.failure} data-outcome="failure" hidden>
              <p>{copy.outcome[kind].failure}</p>
              <p className={styles.detail} data-detail hidden />
            </div>
          </div>
        </div>
      </fieldset>
    </form>
  );
}
