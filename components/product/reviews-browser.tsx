'use client';
import { useId, useRef, useState } from 'react';
import { ReviewItem } from '@/components/product/review-item';
import { buttonClasses } from '@/components/ui/button';
import { getProductReviews, REVIEW_ORDERINGS, REVIEWS_PAGE_SIZE, type ReviewOrdering } from '@/lib/api/product-reviews';
import type { Page, Review } from '@/lib/types';

export interface ReviewsBrowserProps {
  productId: number;
  /** The first page, newest first, as the server read it into the cached page. */
  first: Page<Review>;
}

const pagerClass = buttonClasses('secondary', 'px-4');

/**
 * The product page's reviews with their order (newest, highest or lowest rating) and pages (§27.3). Its own chunk
 * (reviews-loader.tsx): the server renders it with the first page, and the other orders and pages are read in
 * the browser when asked for, so the page's first load carries none of it.
 */
export default function ReviewsBrowser({ productId, first }: ReviewsBrowserProps) {
  const [ordering, setOrdering] = useState<ReviewOrdering>('-created_at');
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState(first);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const sortId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const latest = useRef(0);
  const pageCount = Math.max(1, Math.ceil(shown.count / REVIEWS_PAGE_SIZE));

  /** Reads one order's page; only the last asked-for answer is shown (a quick second click wins). */
  async function show(nextOrdering: ReviewOrdering, nextPage: number, scroll = false) {
    const call = ++latest.current;
    setOrdering(nextOrdering);
    setPage(nextPage);
    setLoading(true);
    setFailed(false);
    try {
      const answer = await getProductReviews(productId, nextOrdering, nextPage);
      if (call !== latest.current) return;
      setShown(answer);
      // A pager below a long list moves the reader back to the top of the new page.
      if (scroll && listRef.current && listRef.current.getBoundingClientRect().top < 0)
        listRef.current.scrollIntoView({ block: 'start' });
    } catch {
      if (call === latest.current) setFailed(true);
    } finally {
      if (call === latest.current) setLoading(false);
    }
  }

  const from = (page - 1) * REVIEWS_PAGE_SIZE + 1;
  const to = from + shown.results.length - 1;
  const orderName = REVIEW_ORDERINGS.find(([value]) => value === ordering)?.[1] ?? '';
  return (
    <div>
      {shown.count > 1 && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-linen-200 pb-4">
          <p className="text-sm text-ink-soft" aria-live="polite">
            {failed
              ? 'We could not load these reviews.'
              : `Showing ${from}–${to} of ${shown.count}, ${orderName.toLowerCase()} first`}
          </p>
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="text-sm font-semibold text-ink">
              Sort by
            </label>
            <select
              id={sortId}
              value={ordering}
              onChange={(e) => show(e.target.value as ReviewOrdering, 1)}
              className="min-h-11 rounded-full border border-linen-300 bg-white py-2 pl-4 pr-9 text-sm text-ink focus:border-plum-700 focus:outline-none focus:ring-2 focus:ring-plum-700/30"
            >
              {REVIEW_ORDERINGS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      <ul
        ref={listRef}
        aria-busy={loading || undefined}
        className={`scroll-mt-24 pt-6 transition-opacity ${loading ? 'opacity-50' : ''}`}
      >
        {shown.results.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {failed && (
        <button type="button" className={buttonClasses('secondary')} onClick={() => show(ordering, page)}>
          Try again
        </button>
      )}
      {pageCount > 1 && (
        <nav aria-label="Review pages" className="mt-4 flex items-center justify-between gap-3">
          <button
            type="button"
            className={pagerClass}
            disabled={page <= 1 || loading}
            onClick={() => show(ordering, page - 1, true)}
          >
            Previous
          </button>
          <span className="text-sm text-ink-soft">
            Page {page} of {pageCount}
          </span>
          <button
            type="button"
            className={pagerClass}
            disabled={page >= pageCount || loading}
            onClick={() => show(ordering, page + 1, true)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
