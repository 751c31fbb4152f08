'use client';
import { ErrorScreen } from '@/components/layout/error-screen';
import './globals.css';

/** A failure of the root layout itself: the shell is gone, so the generic screen stands alone. */
export default function GlobalError() {
  return (
    <html lang="en">
      <body>
        <ErrorScreen />
      </body>
    </html>
  );
}
