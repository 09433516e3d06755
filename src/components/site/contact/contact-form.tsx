'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { HydratedForm } from '@/components/ui/hydrated-form';
import type { Locale } from '@/lib/locale';
import { visitAttribution } from '@/lib/visit';
import type { ContactFormCopy } from './contact-form-copy';
import styles from './contact-form.module.css';

/**
 * The two contact forms of spec points 4, 5 and 8, validated in the browser with the
 * same zod schemas the API uses (loaded on first submit so they cost nothing up front).
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

interface FormConfig {
  endpoint: string;
  fields: FieldConfig[];
  /** Spec point 4: cleared once the answer is shown. */
  clearAfterwards: FieldName[];
}

const CONFIG: Record<ContactFormKind, FormConfig> = {
  main: {
    endpoint: '/send-contact-form-main',
    fields: [
      { name: 'name', label: 'fullName', type: 'text', autoComplete: 'name', required: true },
      { name: 'email', label: 'email', type: 'email', autoComplete: 'email', required: true },
      { name: 'message', label: 'message', type: 'textarea', autoComplete: 'off', required: true },
    ],
    clearAfterwards: ['name', 'email', 'message'],
  },
  page: {
    endpoint: '/send-contact-form',
    fields: [
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
    clearAfterwards: ['email'],
  },
};

const REQUEST_TIMEOUT_MS = 20_000;

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'failure'; detail?: string };

type Values = Partial<Record<FieldName, string>>;
type Errors = Partial<Record<FieldName, string>>;

const FIELD_NAMES = new Set<unknown>([
  'name',
  'email',
  'phoneNum',
  'businessName',
  'role',
  'message',
]);
const isFieldName = (key: unknown): key is FieldName => FIELD_NAMES.has(key);

async function loadSchema(kind: ContactFormKind) {
  const schemas = await import('@/lib/schemas/contact');
  return kind === 'main' ? schemas.mainContactSchema : schemas.pageContactSchema;
}

/** A validation message in the page's language, from what zod says went wrong. */
function messageOf(
  issue: { code: string; minimum?: unknown; maximum?: unknown; format?: string },
  label: string,
  value: string,
  words: ContactFormCopy['validation'],
): string {
  const fill = (template: string, n?: unknown) =>
    template.replace('{label}', label).replace('{n}', String(n ?? ''));
  if (issue.code === 'invalid_format') return words.invalidEmail;
  if (issue.code === 'invalid_type') return fill(words.notText);
  if (issue.code === 'too_big') return fill(words.tooLong, issue.maximum);
  if (issue.code === 'too_small' && value.trim() !== '' && Number(issue.minimum) > 1)
    return fill(words.tooShort, issue.minimum);
  return fill(words.required);
}

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
  const config = CONFIG[kind];
  const idPrefix = useId();
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [honeypot, setHoneypot] = useState('');
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  // The time check (issue 27): a signed time taken when the form is first drawn. Cached
  // pages cannot carry it; without it the enquiry is judged as any client's would be.
  const formToken = useRef<string>(undefined);
  useEffect(() => {
    fetch('/api/form-token')
      .then((response) => response.json())
      .then((body: { token?: string }) => (formToken.current = body.token))
      .catch(() => {});
  }, []);

  const validate = async (candidate: Values) => {
    const schema = await loadSchema(kind);
    const input = {
      ...Object.fromEntries(
        config.fields.map((field) => [field.name, candidate[field.name] ?? '']),
      ),
      ...(kind === 'main' ? { phoneNum: 'none', formType: formType ?? '' } : {}),
      ...(honeypot ? { website: honeypot } : {}),
      attribution: visitAttribution(),
      formToken: formToken.current,
      locale,
    };
    let result = schema.safeParse(input);
    // What the visit recorded never keeps a visitor from sending: sent without it instead.
    if (!result.success && result.error.issues.every((issue) => !isFieldName(issue.path[0]))) {
      result = schema.safeParse({ ...input, attribution: undefined, formToken: undefined });
    }
    if (result.success) return { data: result.data, errors: {} as Errors };
    const found: Errors = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0];
      const field = config.fields.find((candidateField) => candidateField.name === name);
      if (!field || found[field.name]) continue;
      // An empty required field says it is required rather than quoting a minimum length.
      found[field.name] = messageOf(
        issue as Parameters<typeof messageOf>[0],
        copy.labels[field.label],
        candidate[field.name] ?? '',
        copy.validation,
      );
    }
    return { data: undefined, errors: found };
  };

  const onChange = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // Once a field has shown an error, re-check it as the visitor fixes it.
    if (errors[name]) {
      void validate({ ...values, [name]: value }).then((result) =>
        setErrors((current) => ({ ...current, [name]: result.errors[name] })),
      );
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'submitting') return;
    const { data, errors: found } = await validate(values);
    setErrors(found);
    if (!data) {
      const first = config.fields.find((field) => found[field.name]);
      if (first) document.getElementById(fieldId(first.name))?.focus();
      return;
    }
    setStatus({ kind: 'submitting' });
    let outcome: Status;
    let answered = false;
    try {
      const response = await fetch(config.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(data),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      answered = true;
      const body = (await response.json().catch(() => null)) as {
        msg?: string;
        message?: string;
      } | null;
      outcome =
        response.ok && body?.msg === 'success'
          ? { kind: 'success' }
          : {
              kind: 'failure',
              detail: typeof body?.message === 'string' ? body.message : undefined,
            };
    } catch {
      // No answer at all (offline, timeout): say so instead of spinning forever, and keep
      // what the visitor typed so that nothing is lost.
      outcome = { kind: 'failure', detail: copy.network };
    }
    setStatus(outcome);
    if (answered) {
      setValues((current) => {
        const next = { ...current };
        for (const name of config.clearAfterwards) next[name] = '';
        return next;
      });
    }
  };

  const submitting = status.kind === 'submitting';

  return (
    <HydratedForm className={styles.form} noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <div className={styles.fields}>
        {config.fields.map((field) => {
          const id = fieldId(field.name);
          const errorId = `${id}-error`;
          const error = errors[field.name];
          const common = {
            id,
            name: field.name,
            value: values[field.name] ?? '',
            autoComplete: field.autoComplete,
            required: field.required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? errorId : undefined,
            readOnly: submitting,
            className: styles.input,
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
                <textarea
                  {...common}
                  rows={5}
                  onChange={(event) => onChange(field.name, event.target.value)}
                />
              ) : (
                <input
                  {...common}
                  type={field.type}
                  onChange={(event) => onChange(field.name, event.target.value)}
                />
              )}
              {error && (
                <p id={errorId} className={styles.error}>
                  {error}
                </p>
              )}
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
            value={honeypot}
            onChange={(event) => setHoneypot(event.target.value)}
          />
        </div>
      </div>
      <div className={styles.footer}>
        <button type="submit" className={`button ${styles.submit}`} aria-disabled={submitting}>
          {submitting ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              {copy.sending}
            </>
          ) : (
            submitLabel
          )}
        </button>
        {/* One live region that is always present, so every change to it is announced. */}
        <div role="status" className={styles.outcome}>
          {submitting && <span className="visually-hidden">{copy.sendingAnnouncement}</span>}
          {status.kind === 'success' && (
            <p className={styles.success}>{copy.outcome[kind].success}</p>
          )}
          {status.kind === 'failure' && (
            <div className={styles.failure}>
              <p>{copy.outcome[kind].failure}</p>
              {status.detail && <p className={styles.detail}>{status.detail}</p>}
            </div>
          )}
        </div>
      </div>
    </HydratedForm>
  );
}
