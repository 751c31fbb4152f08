'use client';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ReviewsBrowserProps } from '@/components/product/reviews-browser';

// The sorting and paging of reviews stay out of the product page's first load (its 151 kB budget): the server
// renders the browser whole into the cached page, and the browser hydrates it once this chunk arrives.
const ReviewsBrowser = lazy(() => import('@/components/product/reviews-browser'));

/** The reviews browser, or the server's list of the first page (`children`) until its chunk is there. */
export function ReviewsLoader({ children, ...props }: ReviewsBrowserProps & { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <ReviewsBrowser {...props} />
    </Suspense>
  );
}
