import { weakSecretReason } from '@/lib/security/secret-strength.mjs';

/**
 * How the storefront caches what the catalog shows (docs/adr/0002-catalog-cache.md). Two modes, chosen at run time by one setting:
 *
 * - REVALIDATE_SECRET set (at least 32 characters; a weaker one is refused with a log line, and the storefront
 *   runs as if it were unset: lib/security/secret-strength.mjs): the API tells this storefront of every catalog change (POST /api/revalidate), so
 *   catalog pages and reads are cached under one tag and revalidated on demand; a safety-net interval bounds a
 *   lost notification.
 * - unset (e.g. against a backend that never calls the route): every catalog read is fresh. Product pages are
 *   still kept in Next's page cache (their route is static), for the time their route names
 *   (app/products/[slug]/page.tsx), or until the admin console expires the tag (lib/api/catalog-revalidation.ts).
 */

/** The cache tag of every catalog read; the API's notification revalidates it. */
export const CATALOG_TAG = 'catalog';

/** How long a cached page or read may live without a notification (one lost in transit, a foreign backend). */
export const CATALOG_SAFETY_NET_SECONDS = 300;

/** Fetch options that make a read cached (with `next`) or fresh (`cache: 'no-store'`), tagged either way. */
export type FetchCache = Pick<RequestInit, 'cache'> & { next?: { revalidate?: number; tags?: string[] } };

/**
 * The shared secret the API sends; read per call so that the mode follows the running process's settings. A weak
 * one is no secret: '' (the catalog cache off, /api/revalidate refusing everything), said once in the log.
 */
export function revalidateSecret(): string {
  const given = process.env.REVALIDATE_SECRET?.trim() ?? '';
  if (given !== checked.given) checked = { given, secret: strongOrNothing(given) };
  return checked.secret;
}

/** The last value checked: the proxy asks on every request, the rule runs once per value. */
let checked = { given: '', secret: '' };

function strongOrNothing(secret: string): string {
  const weakness = secret ? weakSecretReason(secret) : null;
  if (!weakness) return secret;
  console.error(
    `REVALIDATE_SECRET ${weakness}. It is ignored: the catalog cache is off and every revalidation is refused.`,
  );
  return '';
}

export function catalogCacheEnabled(): boolean {
  return revalidateSecret() !== '';
}

/**
 * The fetch options of a catalog read in the current mode. A fresh read is tagged too: a page kept in the cache
 * collects the tags of its reads, so that the admin console's expiry reaches it in both modes. A read a visitor can
 * vary without end (`bounded: false`: search words, price ranges) is never kept: each distinct one would add a
 * file to the data cache, which nothing removes.
 */
export function catalogFetchCache({ bounded = true }: { bounded?: boolean } = {}): FetchCache {
  return catalogCacheEnabled() && bounded
    ? { next: { revalidate: CATALOG_SAFETY_NET_SECONDS, tags: [CATALOG_TAG] } }
    : { cache: 'no-store', next: { tags: [CATALOG_TAG] } };
}
