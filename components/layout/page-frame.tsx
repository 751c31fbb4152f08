'use client';
import { lazy, Suspense, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { needsSession } from '@/lib/routes';

// Loaded by the first signed-in page: the catalog's first load ships no guard, error screens or query cache.
const GuardedFrame = lazy(() => import('@/components/layout/guarded-frame').then((m) => ({ default: m.GuardedFrame })));

/**
 * Spec §2: public pages skip both the session guard and the error screens; the shop's signed-in and admin pages have
 * both. An address no route has is no page of the shop: it shows the 404 page, signed in or not.
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  if (!needsSession(pathname)) return children;
  return (
    // Nothing while its code arrives (the navigation bar shows progress); the guard then says it is checking.
    <Suspense fallback={null}>
      <GuardedFrame pathname={pathname}>{children}</GuardedFrame>
    </Suspense>
  );
}
