'use client';
import { lazy, Suspense } from 'react';

export interface RouteErrorProps {
  error: unknown;
  /** Next's retry: re-fetches and re-renders the failed segment. */
  retry: () => void;
}

// A route's error.tsx is part of the route's first load; what it shows is loaded only once a load has failed.
const RouteErrorBody = lazy(() =>
  import('@/components/ui/route-error-body').then((m) => ({ default: m.RouteErrorBody })),
);

/** The body of a route's error.tsx: a failed server load with a retry, inside the page frame. */
export function RouteError(props: RouteErrorProps & { title?: string }) {
  return (
    <Suspense fallback={null}>
      <RouteErrorBody {...props} />
    </Suspense>
  );
}
