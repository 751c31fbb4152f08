import { weakSecretReason } from '@/lib/security/secret-strength.mjs';

/**
 * How the storefront caches what the catalog shows (docs/adr/0002-catalog-cache.md). Two modes, chosen when the
 * storefront starts by CATALOG_CACHE (docs/operations.md), never per request:
 *
 * - `on`: the API tells this storefront of every catalog change (POST /api/revalidate with REVALIDATE_SECRET, at
 *   least 32 characters: lib/security/secret-strength.mjs), so catalog pages and reads are cached under one tag and
 *   revalidated on demand; a safety-net interval bounds a lost notification. Without a strong secret nothing can
 *   tell it, so `on` is refused with a log line and the storefront runs `off`.
 * - `off` (a backend that never calls the route, such as a stock DRF one): every catalog read is fresh. Product
 *   pages are still kept in Next's page cache (their route is static), for the time their route names
 *   (app/products/[slug]/page.tsx), or until the admin console expires the tag (lib/api/catalog-revalidation.ts).
 *
 * Unset, it is `on` when a strong REVALIDATE_SECRET is set at start, else `off`.
 */
export type CatalogCacheMode = 'on' | 'off';

/** The cache tag of every catalog read; the API's notification revalidates it. */
export const CATALOG_TAG = 'catalog';

/** How long a cached page or read may live without a notification (one lost in transit, a foreign backend). */
export const CATALOG_SAFETY_NET_SECONDS = 300;

/** Fetch options that make a read cached (with `next`) or fresh (`cache: 'no-store'`), tagged either way. */
export type FetchCache = Pick<RequestInit, 'cache'> & { next?: { revalidate?: number; tags?: string[] } };

/**
 * The shared secret the API sends (POST /api/revalidate checks it on every call). A weak one is no secret: ''
 * (every revalidation refused), said once in the log.
 */
export function revalidateSecret(): string {
  const given = process.env.REVALIDATE_SECRET?.trim() ?? '';
  if (given !== checked.given) checked = { given, secret: strongOrNothing(given) };
  return checked.secret;
}

/** The last value checked: the rule runs once per value. */
let checked = { given: '', secret: '' };

function strongOrNothing(secret: string): string {
  const weakness = secret ? weakSecretReason(secret) : null;
  if (!weakness) return secret;
  console.error(`REVALIDATE_SECRET ${weakness}. It is ignored: every revalidation is refused.`);
  return '';
}

/** The mode these settings ask for: CATALOG_CACHE, or by default whether a strong secret is set. */
export function catalogCacheModeOf(env: Record<string, string | undefined>, secret: string): CatalogCacheMode {
  const asked = env.CATALOG_CACHE?.trim().toLowerCase() ?? '';
  if (asked === 'off') return 'off';
  if (asked !== '' && asked !== 'on') {
    console.error(`CATALOG_CACHE is "${env.CATALOG_CACHE}": on or off. The catalog cache is off.`);
    return 'off';
  }
  if (secret) return 'on';
  if (asked === 'on')
    console.error('CATALOG_CACHE=on needs a REVALIDATE_SECRET of 32+ characters. The catalog cache is off.');
  return 'off';
}

/** The mode of this running storefront, read once as it starts: a deploy-time setting (docs/operations.md). */
export const CATALOG_CACHE_MODE: CatalogCacheMode = catalogCacheModeOf(process.env, revalidateSecret());

/**
 * The fetch options of a catalog read in the current mode. A fresh read is tagged too: a page kept in the cache
 * collects the tags of its reads, so that the admin console's expiry reaches it in both modes. A read a visitor can
 * vary without end (`bounded: false`: search words, price ranges) is never kept: each distinct one would add a
 * file to the data cache, which nothing removes.
 */
export function catalogFetchCache(
  { bounded = true }: { bounded?: boolean } = {},
  mode: CatalogCacheMode = CATALOG_CACHE_MODE,
): FetchCache {
  return mode === 'on' && bounded
    ? { next: { revalidate: CATALOG_SAFETY_NET_SECONDS, tags: [CATALOG_TAG] } }
    : { cache: 'no-store', next: { tags: [CATALOG_TAG] } };
}
