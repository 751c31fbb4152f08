// A product's published reviews (docs/api.md, "Reviews from buyers"): one page of them in a chosen order. The
// product page reads the first page on the server (lib/api/catalog.ts); the shopper's other orders and pages are
// read in the browser with a plain fetch, so the page's review browser brings no API client along.
import { publicGet } from '@/lib/api/public';
import type { ReviewOrdering } from '@fabric-tales/contract';
import type { FetchCache } from '@/lib/catalog-cache';
import type { Page, Review } from '@/lib/types';

export type { ReviewOrdering } from '@fabric-tales/contract';

/** The orders a shopper can sort reviews in (§27.3), the API's `ordering` with its words; the first is the default. */
export const REVIEW_ORDERINGS: ReadonlyArray<readonly [ReviewOrdering, string]> = [
  ['-created_at', 'Newest'],
  ['-rating', 'Highest rating'],
  ['rating', 'Lowest rating'],
];

/** Reviews per page on a product page: a few to read, then the pager. */
export const REVIEWS_PAGE_SIZE = 5;

/** GET /api/products/{id}/reviews/ for one order and page; the server's read passes the catalog's cache. */
export function getProductReviews(
  productId: number,
  ordering: ReviewOrdering = '-created_at',
  page = 1,
  cache: FetchCache = { cache: 'no-store' },
): Promise<Page<Review>> {
  const query = `ordering=${encodeURIComponent(ordering)}&page=${page}&page_size=${REVIEWS_PAGE_SIZE}`;
  return publicGet(`/api/products/${productId}/reviews/?${query}`, cache);
}
