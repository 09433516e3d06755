'use client';

import { useId, type MouseEvent } from 'react';
import fieldStyles from '../field.module.css';
import styles from './focal-point-field.module.css';

// Where a cropped picture stays in view: a click on the picture puts the point there; the
// two number fields say the same in percent from the top left, and are the keyboard's
// way (arrow keys step them). Two crops show what pages will keep.

export interface FocalPointFieldProps {
  /** The picture's address. */
  src: string;
  /** Typed as text, so an unfinished number is kept as typed; checked on save. */
  x: string;
  y: string;
  onChange: (point: { x: string; y: string }) => void;
  errors?: { x?: string | undefined; y?: string | undefined };
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** A percentage for the marker; what cannot be read as one sits at the centre. */
const percentOf = (text: string) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? clampPercent(value) : 50;
};

export function FocalPointField({ src, x, y, onChange, errors = {} }: FocalPointFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const position = `${percentOf(x)}% ${percentOf(y)}%`;

  const pick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({
      x: String(clampPercent(((event.clientX - box.left) / box.width) * 100)),
      y: String(clampPercent(((event.clientY - box.top) / box.height) * 100)),
    });
  };

  const axis = (name: 'x' | 'y', label: string) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className={fieldStyles.field}>
        <label htmlFor={inputId} className={fieldStyles.label}>
          {label}
        </label>
        <input
          id={inputId}
          name={`focal-${name}`}
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          className={`${fieldStyles.input} ${styles.number}`}
          value={name === 'x' ? x : y}
          onChange={(event) =>
            onChange(name === 'x' ? { x: event.target.value, y } : { x, y: event.target.value })
          }
          aria-describedby={`${hintId}${error ? ` ${inputId}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        {error ? (
          <p id={`${inputId}-error`} className={fieldStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset className={`${fieldStyles.fieldset} ${styles.fieldset}`}>
      <legend>Focal point</legend>
      <p id={hintId} className={fieldStyles.hint}>
        Where the picture stays in view when a page crops it. Click the picture, or type how far
        across and down it is, in percent from the top left (50 and 50 is the centre).
      </p>
      <div className={styles.layout}>
        {/* A pointer shortcut for the two number fields below, which the keyboard uses. */}
        <div className={styles.picture} onClick={pick}>
          {/* eslint-disable-next-line @next/next/no-img-element -- any uploaded address, shown as it is */}
          <img src={src} alt="" draggable={false} className={styles.image} />
          <span
            className={styles.marker}
            style={{ left: `${percentOf(x)}%`, top: `${percentOf(y)}%` }}
            aria-hidden="true"
          />
        </div>
        <div className={styles.side}>
          <div className={styles.axes}>
            {axis('x', 'Across (%)')}
            {axis('y', 'Down (%)')}
          </div>
          <div className={styles.crops} aria-hidden="true">
            <figure className={styles.crop}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the crop */}
              <img src={src} alt="" className={styles.wide} style={{ objectPosition: position }} />
              <figcaption>Wide crop</figcaption>
            </figure>
            <figure className={styles.crop}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the crop */}
              <img
                src={src}
                alt=""
                className={styles.square}
                style={{ objectPosition: position }}
              />
              <figcaption>Square crop</figcaption>
            </figure>
          </div>
        </div>
      </div>
    </fieldset>
  );
}
