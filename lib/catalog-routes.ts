import { isUnboundedQuery, parseProductQuery, productQueryString } from '@/lib/api/catalog';

/**
 * The cached copies of the home page and the listing (app/cached/): the same pages under routes whose segment is
 * dynamic, so that `next build` prerenders none of them (the API need not run at build time) and each is rendered
 * on its first request, then served from Next's cache until the catalog changes. proxy.ts rewrites the public URLs
 * to them when the catalog cache is on; they are never addressed directly. A made-up category's copy answers 404
 * (app/products/page.tsx), which Next's cache does not keep (docs/security.md). (Product pages need no copy: their own
 * route, app/products/[slug], is kept in the cache; docs/adr/0002-catalog-cache.md.)
 */
export const CACHED_PREFIX = '/cached';

/** The one segment of the cached home page. */
export const CACHED_HOME = `${CACHED_PREFIX}/home/shop`;

/** The listing's segment when nothing narrows it. */
export const ALL_PRODUCTS = 'all';

/**
 * Listings worth a cached page: the category links, the in-stock switch, the orderings and the first pages.
 * Free-text searches and price ranges have unbounded values, so they stay rendered per request from fresh reads
 * (isUnboundedQuery); so do slugs that no catalog link makes.
 */
const MAX_CACHED_PAGE = 20;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The cached copy answering a public catalog URL, or null when that URL is rendered per request. */
export function cachedCatalogPath(pathname: string, search: URLSearchParams): string | null {
  if (pathname === '/') return CACHED_HOME;
  return pathname === '/products' ? cachedListingPath(search) : null;
}

/** The form of a product's slug (the contract's productBody.slug): lower-case words and digits, single hyphens. */
const PRODUCT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether a product page's address segment is the canonical form of a slug. The API also finds a product by its
 * id ("1", "01", "000000001"), but a product's page lives at its slug only: any other form would be one more kept
 * page of the same product, so it is a 404 before the API is asked (a digits-only segment is what the API reads
 * as an id, so never a slug it would look up).
 */
export function isCanonicalProductSlug(segment: string): boolean {
  return segment.length <= 200 && PRODUCT_SLUG.test(segment) && !/^\d{1,9}$/.test(segment);
}

/** A product's page (app/products/[slug]): kept in Next's cache on its own route, whatever the catalog mode. */
export function isProductPage(pathname: string): boolean {
  return /^\/products\/[^/]+$/.test(pathname);
}

function cachedListingPath(search: URLSearchParams): string | null {
  const query = parseProductQuery(Object.fromEntries(search));
  if (isUnboundedQuery(query) || (query.page ?? 1) > MAX_CACHED_PAGE) return null;
  if (query.category && !SLUG.test(query.category)) return null;
  if (query.fabric && !SLUG.test(query.fabric)) return null;
  // The canonical query string is a valid path segment as it is ("category=bags&in_stock=true").
  return `${CACHED_PREFIX}/products/${productQueryString(query).slice(1) || ALL_PRODUCTS}`;
}

/** The listing's search params back from its cached segment. */
export function listingParams(segment: string): Record<string, string> {
  const text = decodeURIComponent(segment);
  return Object.fromEntries(new URLSearchParams(text === ALL_PRODUCTS ? '' : text));
}
