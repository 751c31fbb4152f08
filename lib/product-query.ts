// The listing's query as it lives in the URL: plain functions with no imports, so the catalog's client components
// (the filters, the listing's search box) take them without the API client and the contract's schemas, which
// would weigh on the first load (scripts/js-budget.mjs).

export const PRODUCT_ORDERINGS = [
  { value: '', label: 'Newest' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
] as const;

export const PRODUCTS_PAGE_SIZE = 12;

/**
 * The listing's state as it lives in the URL, so a filtered view can be shared:
 * /products?search=&category=&fabric=&min_price=&max_price=&in_stock=true&ordering=&page=
 */
export interface ProductQuery {
  search?: string;
  category?: string;
  /** A fabric's slug: the designs cut from it (§26.2). */
  fabric?: string;
  /** Prices as the API takes them: plain decimals with at most two places ("15", "24.50"). */
  minPrice?: string;
  maxPrice?: string;
  inStock?: boolean;
  ordering?: string;
  page?: number;
}

type RawParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/** A price the API accepts ("12", "12.5", "12.50"), normalised without a trailing dot; else undefined. */
export function parsePrice(value: string | undefined): string | undefined {
  const text = value?.trim().replace(/\.$/, '') ?? '';
  return PRICE.test(text) ? text : undefined;
}

/** Reads the URL's search params, dropping what the API would refuse (unknown ordering, bad page or price). */
export function parseProductQuery(params: RawParams): ProductQuery {
  const ordering = first(params.ordering);
  const page = Number.parseInt(first(params.page), 10);
  return {
    search: first(params.search) || undefined,
    category: first(params.category) || undefined,
    fabric: first(params.fabric) || undefined,
    minPrice: parsePrice(first(params.min_price)),
    maxPrice: parsePrice(first(params.max_price)),
    inStock: first(params.in_stock) === 'true' || undefined,
    ordering: PRODUCT_ORDERINGS.some((o) => o.value === ordering && ordering) ? ordering : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

/** True when the shopper narrowed the listing (anything but the order and the page). */
export function isFiltered(query: ProductQuery): boolean {
  return Boolean(query.search || query.category || query.fabric || query.minPrice || query.maxPrice || query.inStock);
}

/** How many filters narrow the listing, as the phone's "Filter & sort" button counts them: category, fabric, price, stock. */
export function filterCount(query: ProductQuery): number {
  return [query.category, query.fabric, query.minPrice || query.maxPrice, query.inStock].filter(Boolean).length;
}

/** True when a price range's minimum is above its maximum, a range nothing can fall in (refused before asking). */
export function isInvertedPriceRange(minPrice?: string, maxPrice?: string): boolean {
  return Boolean(minPrice && maxPrice && Number(minPrice) > Number(maxPrice));
}

/**
 * True when the listing's query holds a value a visitor can vary without end (search words, price ranges): such a
 * listing is neither a cached page (lib/catalog-routes) nor a kept read (lib/catalog-cache), so that a loop of
 * made-up queries cannot fill the storefront's disk. The rest (categories the catalog has, the switch, the
 * orderings, the pages the catalog fills) is bounded by the catalog itself.
 */
export function isUnboundedQuery(query: ProductQuery): boolean {
  return Boolean(query.search || query.minPrice || query.maxPrice);
}

/** The query string for a listing, without empty values and without page 1: "?search=silk&page=2" or "". */
export function productQueryString(query: ProductQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  if (query.fabric) params.set('fabric', query.fabric);
  if (query.minPrice) params.set('min_price', query.minPrice);
  if (query.maxPrice) params.set('max_price', query.maxPrice);
  if (query.inStock) params.set('in_stock', 'true');
  if (query.ordering) params.set('ordering', query.ordering);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** Where "Clear filters" leads: the filters go, the words searched for and the order stay (§10.9). */
export function clearFiltersHref({ search, ordering }: ProductQuery): string {
  return `/products${productQueryString({ search, ordering })}`;
}
