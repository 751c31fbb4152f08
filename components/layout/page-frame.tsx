'use client';
import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { SessionGuard } from '@/components/layout/session-guard';
import { isPublicPage } from '@/lib/routes';

/** Spec §2: public pages skip both the session guard and the error screens; every other page has both. */
export function PageFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  if (isPublicPage(pathname)) return children;
  return (
    <SessionGuard>
      <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
    </SessionGuard>
  );
}
