'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbort } from './api';

interface Result<T> {
  key: string;
  subject: string;
  data?: T;
  error?: string;
}

export interface Resource<T> {
  /** The latest data; kept while a reload is under way so the screen does not jump. */
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => void;
}

export interface ResourceOptions {
  /**
   * Names the subject when `key` names one view of it (a page of a list, a search):
   * the data of an earlier key with the same subject stays on screen while the new
   * key loads, instead of going blank. Default: the key itself.
   */
  subject?: string;
}

/**
 * Loads something from the API for a screen: loading, then data or an error message.
 * `key` names what is loaded; a new key (or reload()) loads again. A null fetcher
 * waits.
 */
export function useResource<T>(
  fetcher: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
  { subject = key }: ResourceOptions = {},
): Resource<T> {
  const [version, setVersion] = useState(0);
  const [result, setResult] = useState<Result<T> | null>(null);
  const fetcherRef = useRef(fetcher);
  useEffect(() => {
    fetcherRef.current = fetcher;
  });
  const enabled = fetcher !== null;
  const requestKey = `${key}#${version}`;

  useEffect(() => {
    const load = fetcherRef.current;
    if (!enabled || !load) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setResult({ key: requestKey, subject, data }),
      (error: unknown) => {
        if (isAbort(error)) return;
        console.error(`Loading ${key} failed`, error);
        setResult({ key: requestKey, subject, error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [enabled, key, requestKey, subject]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const loading = result?.key !== requestKey;
  const sameSubject = result?.subject === subject;
  return {
    data: sameSubject ? result?.data : undefined,
    error: loading ? undefined : result?.error,
    loading,
    reload,
  };
}
