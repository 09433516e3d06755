'use client';

import { useRef, useState } from 'react';
import { focusFirstError, snapshot } from '@/lib/admin/form';
import { useUnsavedChanges } from './unsaved-changes';

type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The state every admin editor keeps: the values, their field errors (keyed by dotted
 * path) and the form-level failure message, plus the unsaved-changes guard while the
 * values differ from the ones the form opened with. `busy` (a save in flight) lifts
 * the guard.
 */
export function useEditorForm<V extends object>(initial: V, { busy }: { busy: boolean }) {
  const [values, setValues] = useState(initial);
  const [baseline] = useState(() => snapshot(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = snapshot(values) !== baseline;
  // A save forgets this form's unsaved work, not another form's on the same screen.
  const { release: reset } = useUnsavedChanges(dirty && !busy);

  /** An edited field's error goes as soon as it is edited. */
  const clearError = (key: string) => {
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const set =
    <K extends keyof V & string>(name: K) =>
    (value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    };

  /** The props that tie a text field or area to one of the values. */
  const bind = <K extends TextKey<V>>(name: K) => ({
    name,
    value: values[name] as string,
    onChange: set(name) as (value: string) => void,
    error: errors[name],
  });

  /**
   * Shows the errors found, with the spec's count message, and moves focus to the first
   * of them; true when there were none (the previous errors are then cleared).
   */
  const acceptErrors = (found: Record<string, string>): boolean => {
    setErrors(found);
    const count = Object.keys(found).length;
    if (count === 0) return true;
    setFailure(
      `Please correct ${count === 1 ? 'the field' : `the ${count} fields`} marked in red.`,
    );
    requestAnimationFrame(() => focusFirstError(formRef.current));
    return false;
  };

  return {
    values,
    setValues,
    dirty,
    errors,
    failure,
    setFailure,
    formRef,
    reset,
    set,
    bind,
    clearError,
    acceptErrors,
  };
}
