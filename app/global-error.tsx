'use client';
import { lazy, Suspense } from 'react';
import './globals.css';

// Part of every page's first load: the screen itself is loaded only when the root layout has failed.
const ErrorScreen = lazy(() => import('@/components/layout/error-screen').then((m) => ({ default: m.ErrorScreen })));

/** A failure of the root layout itself: the shell is gone, so the generic screen stands alone. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body>
        <Suspense fallback={null}>
          <ErrorScreen />
        </Suspense>
      </body>
    </html>
  );
}
