'use client';

import { useId, type ChangeEvent, type ReactNode } from 'react';
import styles from './field.module.css';

// Labelled form controls with a hint, an optional length hint and an error, wired
// with aria-describedby / aria-invalid so screen readers hear all three.

interface BaseProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Shows "n / max characters" and flags text over the recommended length. */
  recommendedMax?: number;
  id?: string;
  className?: string;
  /** The text's language and direction, when not the admin's (an Arabic translation). */
  lang?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
}

function describedBy(...ids: (string | false | undefined)[]) {
  const value = ids.filter(Boolean).join(' ');
  return value === '' ? undefined : value;
}

function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: ReactNode;
  required?: boolean | undefined;
}) {
  // The "(required)" marker sits outside the <label> so the field's name stays its label;
  // aria-required tells screen readers instead.
  return (
    <div className={styles.labelRow}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {required ? (
        <span className={styles.required} aria-hidden="true">
          (required)
        </span>
      ) : null}
    </div>
  );
}

function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const over = length > max;
  return (
    <p id={id} className={`${styles.counter} ${over ? styles.counterOver : ''}`}>
      {length} / {max} characters
      {over ? ' – longer than recommended; search engines may cut it off' : ''}
    </p>
  );
}

/** What the frame hands its control: the id and the aria wiring to hint, count and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

type FrameProps = Pick<
  BaseProps,
  'label' | 'name' | 'error' | 'hint' | 'required' | 'id' | 'className'
>;

/** Label, hint, the control, an optional length counter and the error, in that order. */
function FieldFrame({
  label,
  name,
  error,
  hint,
  required,
  id,
  className,
  counter,
  children,
}: FrameProps & {
  counter?: { length: number; max: number } | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const generated = useId();
  const inputId = id ?? `${generated}-${name}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const countId = counter ? `${inputId}-count` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-required': required || undefined,
        'aria-describedby': describedBy(hintId, countId, errorId),
      })}
      {counter && countId ? (
        <Counter id={countId} length={counter.length} max={counter.max} />
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const counterFor = (value: string, recommendedMax: number | undefined) =>
  recommendedMax ? { length: value.length, max: recommendedMax } : undefined;

export function TextField({
  value,
  onChange,
  recommendedMax,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  prefix,
  list,
  lang,
  dir,
  ...frame
}: BaseProps & {
  type?: 'text' | 'email' | 'url' | 'date' | 'datetime-local' | 'password' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'url' | 'numeric' | 'decimal';
  placeholder?: string;
  prefix?: string;
  /** The id of a <datalist> of suggestions. */
  list?: string;
}) {
  return (
    <FieldFrame {...frame} counter={counterFor(value, recommendedMax)}>
      {(control) => (
        <div className={prefix ? styles.prefixed : undefined}>
          {prefix ? (
            <span className={styles.prefix} aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            {...control}
            name={frame.name}
            type={type}
            className={styles.input}
            value={value}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
            autoComplete={autoComplete}
            inputMode={inputMode}
            placeholder={placeholder}
            list={list}
            lang={lang}
            dir={dir}
          />
        </div>
      )}
    </FieldFrame>
  );
}

export function TextArea({
  value,
  onChange,
  recommendedMax,
  rows = 4,
  lang,
  dir,
  ...frame
}: BaseProps & { rows?: number }) {
  return (
    <FieldFrame {...frame} counter={counterFor(value, recommendedMax)}>
      {(control) => (
        <textarea
          {...control}
          name={frame.name}
          rows={rows}
          className={styles.textarea}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          lang={lang}
          dir={dir}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export function SelectField({
  value,
  onChange,
  options,
  ...frame
}: Omit<BaseProps, 'recommendedMax'> & { options: readonly SelectOption[] }) {
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <select
          {...control}
          name={frame.name}
          className={styles.select}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
