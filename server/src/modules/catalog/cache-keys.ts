import { productQuery } from '@fabric-tales/contract';
import { canonicalQuery } from '../search/query';

/**
 * The catalog's keys in the platform's answer cache (plugins/catalog-cache.ts): which URLs share an entry, and
 * which entries are searches and filters, kept apart from the pages.
 */

const QUERY_PARAMS = /[?&](search|min_price|max_price)=/;
/** Whether a cache key is a search or a price filter (the query cache's) rather than a catalog page. */
export const isQueryKey = (key: string) => key.startsWith('suggest:') || QUERY_PARAMS.test(key);

/** The product list's query parameters (`productQuery`); every other cached catalog read takes none. */
const PRODUCT_LIST = '/api/products/';
const PRODUCT_LIST_PARAMS: ReadonlySet<string> = new Set(Object.keys(productQuery.shape));
const NO_PARAMS: ReadonlySet<string> = new Set();
const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A cached catalog URL reduced to what can change its reply: the path and the query parameters its route
 * knows, sorted by name (a repeated one keeps its order). Made-up parameters and their order would otherwise
 * each make a cache entry of their own, and a flood of them would evict the real ones (docs/security.md); URLs that
 * differ only in them share one entry.
 */
export function catalogCacheUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const path = url.slice(0, q);
  const known = path === PRODUCT_LIST ? PRODUCT_LIST_PARAMS : NO_PARAMS;
  const kept = [...new URLSearchParams(url.slice(q + 1))]
    .filter(([name]) => known.has(name))
    .flatMap(canonicalSearch)
    .sort(byName);
  return kept.length ? `${path}?${new URLSearchParams(kept).toString()}` : path;
}

/**
 * A search reduced to the words it searches for (`modules/search/query.ts`): "Silk  Scarf!" and "silk scarf" are
 * one entry, not one per spelling. A blank search is no search; one without any word (punctuation only) finds
 * nothing, under one key of its own.
 */
function canonicalSearch([name, value]: [string, string]): [string, string][] {
  if (name !== 'search') return [[name, value]];
  if (value.trim() === '') return [];
  return [[name, canonicalQuery(value) || '-']];
}
