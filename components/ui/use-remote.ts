'use client';
import { useCallback, useEffect, useState } from 'react';

interface Result<T> {
  load?: () => Promise<T>;
  attempt: number;
  data?: T;
  error?: unknown;
}

/**
 * Loads data for a client component: `loading` until the current `load` (memoize it with useCallback) has answered,
 * `error` when it failed, `retry()` to try again and `setData()` to keep a saved change without reloading.
 */
export function useRemote<T>(load: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<Result<T>>({ attempt: -1 });

  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ load, attempt, data }),
      (error: unknown) => live && setResult({ load, attempt, error }),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const current = result.load === load && result.attempt === attempt;
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const setData = useCallback((data: T) => setResult({ load, attempt, data }), [load, attempt]);
  return {
    data: current ? result.data : undefined,
    error: current ? result.error : undefined,
    loading: !current,
    retry,
    setData,
  };
}
