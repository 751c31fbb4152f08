'use client';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { QueryProvider } from '@/components/layout/query-provider';
import { SessionGuard } from '@/components/layout/session-guard';

/**
 * What every page outside the §2 public list has: the session guard, the error screens and the query cache
 * for client data. Kept out of the public pages' bundle (see PageFrame): they need none of it.
 */
export function GuardedFrame({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <QueryProvider>
      <SessionGuard>
        <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      </SessionGuard>
    </QueryProvider>
  );
}
