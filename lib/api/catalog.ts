import { getProductReviews } from '@/lib/api/product-reviews';
import { publicGet } from '@/lib/api/public';
import { catalogFetchCache } from '@/lib/catalog-cache';
import type { SearchExtras } from '@/lib/api/search';
import type { Category, Page, Product, ProductSummary, Review } from '@/lib/types';
import { isUnboundedQuery, productQueryString, PRODUCTS_PAGE_SIZE, type ProductQuery } from '@/lib/product-query';

export * from '@/lib/product-query';

/** A listing page; with `search` the API may add "did you mean" and facet counts (docs/api.md "Search"). */
export function getProducts(
  query: ProductQuery,
  pageSize = PRODUCTS_PAGE_SIZE,
): Promise<Page<ProductSummary> & SearchExtras> {
  const qs = productQueryString(query);
  return publicGet(
    `/api/products/${qs || '?'}${qs ? '&' : ''}page_size=${pageSize}`,
    catalogFetchCache({ bounded: !isUnboundedQuery(query) }),
  );
}

/** The shop's featured pieces (the API's featured flag); the newest ones when none are marked. */
export async function getFeaturedProducts(count = 8): Promise<ProductSummary[]> {
  const featured = await publicGet<Page<ProductSummary>>(
    `/api/products/?featured=true&page_size=${count}`,
    catalogFetchCache(),
  );
  if (featured.results.length > 0) return featured.results;
  return (await getProducts({}, count)).results;
}

export function getProduct(slug: string): Promise<Product> {
  return publicGet(`/api/products/${encodeURIComponent(slug)}/`, catalogFetchCache());
}

export function getCategories(): Promise<Category[]> {
  return publicGet('/api/categories/', catalogFetchCache());
}

/**
 * The first page of a product's published reviews, newest first (§27.3), cached and expired with the product
 * (§27.4). Asked only when the product carries a rating: a stock backend has no reviews call.
 */
export function getFirstReviews(productId: number): Promise<Page<Review>> {
  return getProductReviews(productId, '-created_at', 1, catalogFetchCache());
}
