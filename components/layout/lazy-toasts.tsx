'use client';
import { lazy, Suspense, useEffect, useState } from 'react';

const Toasts = lazy(() => import('@/components/layout/toasts').then((m) => ({ default: m.Toasts })));

/**
 * The toast container (and react-toastify with its styles) arrives once the page is idle after hydration: no
 * toast can be asked for earlier, and one asked for meanwhile is queued by the library until it mounts.
 */
export function LazyToasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setReady(true), 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
