'use client';
import { useEffect } from 'react';
import { ErrorState } from '@/components/ui/error-state';

export interface RouteErrorProps {
  error: unknown;
  /** Next's retry: re-fetches and re-renders the failed segment. */
  retry: () => void;
}

/** The body of a route's error.tsx: a failed server load with a retry, inside the page frame. */
export function RouteError({ error, retry, title }: RouteErrorProps & { title?: string }) {
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
