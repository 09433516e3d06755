'use client';

import { useState } from 'react';

/** A field's value and its error message, which typing clears. */
export interface FieldValue {
  value: string;
  setValue: (value: string) => void;
  error: string | undefined;
  setError: (message: string | undefined) => void;
  /** Spread onto a TextField: its value, its error, and an onChange that clears the error. */
  bind: { value: string; error: string | undefined; onChange: (value: string) => void };
}

export function useFieldValue(initial = ''): FieldValue {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const onChange = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  return { value, setValue, error, setError, bind: { value, error, onChange } };
}
