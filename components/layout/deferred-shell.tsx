'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '@/context/auth-context';

// The shell's parts that no first paint needs, kept out of every page's first load.
const Toasts = lazy(() => import('@/components/layout/toasts').then((m) => ({ default: m.Toasts })));
const SyncCartButton = lazy(() =>
  import('@/components/layout/sync-cart-button').then((m) => ({ default: m.SyncCartButton })),
);

/**
 * The toast container (react-toastify and its styles) arrives once the page has hydrated and the browser is
 * idle: a toast asked for meanwhile is queued by the library until it mounts. The Sync Cart button is only
 * ever shown when signed in (spec §2), so visitors do not load it.
 */
export function DeferredShell() {
  const { isAuthenticated } = useAuth();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const whenIdle = window.requestIdleCallback?.bind(window) ?? ((run: () => void) => window.setTimeout(run, 1));
    whenIdle(() => setIdle(true));
  }, []);
  return (
    <Suspense fallback={null}>
      {idle && <Toasts />}
      {isAuthenticated && <SyncCartButton />}
    </Suspense>
  );
}
