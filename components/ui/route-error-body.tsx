'use client';
import { useEffect } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import type { RouteErrorProps } from '@/components/ui/route-error';

/** What a route's error.tsx shows: a failed server load with a retry, inside the page frame. */
export function RouteErrorBody({ error, retry, title }: RouteErrorProps & { title?: string }) {
  useEffect(() => {
    console.warn('Page failed to load', error);
  }, [error]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <ErrorState
        title={title}
        message="The shop did not answer just now. Please check your connection and try again."
        onRetry={retry}
      />
    </div>
  );
}
