'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, isAbort } from './api';

interface Result<T> {
  key: string;
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

/**
 * Loads something from the API for a screen: loading, then data or an error message.
 * `key` names what is loaded; a new key (or reload()) loads again. A null fetcher
 * waits.
 */
export function useResource<T>(
  fetcher: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
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
      (data) => setResult({ key: requestKey, data }),
      (error: unknown) => {
        if (isAbort(error)) return;
        console.error(`Loading ${key} failed`, error);
        setResult({ key: requestKey, error: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [enabled, key, requestKey]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const loading = result?.key !== requestKey;
  const sameSubject = result?.key.startsWith(`${key}#`) ?? false;
  return {
    data: sameSubject ? result?.data : undefined,
    error: loading ? undefined : result?.error,
    loading,
    reload,
  };
}
