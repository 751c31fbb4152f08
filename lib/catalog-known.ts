import { API_URL } from '@/lib/config';

/** How often, at most, a miss re-reads the category list (a burst of made-up categories costs one read). */
const CATEGORY_REFRESH_MS = 10_000;

const categories = new Set<string>();
let categoriesReadAt = Number.NEGATIVE_INFINITY;

/**
 * Whether a category slug exists, for proxy.ts (issue 22): only an existing category's listing is answered from a
 * cached copy, because every cached URL is an entry in Next's page cache and a made-up slug must not add one
 * (the cache has no bound). The list is read once and again on a miss at most every 10 s; a category not found
 * (or an API that does not answer) is not cached, so its listing renders per request without adding anything.
 * (A made-up product slug needs no such check: its page's 404 is never stored, lib/security/csp-cache-handler.mjs.)
 */
export async function categoryExists(slug: string, now = Date.now()): Promise<boolean> {
  if (categories.has(slug)) return true;
  if (now - categoriesReadAt < CATEGORY_REFRESH_MS) return false;
  categoriesReadAt = now;
  const res = await get('/api/categories/');
  if (!res?.ok) return false;
  const body = (await res.json().catch(() => [])) as { slug?: unknown }[] | { results?: { slug?: unknown }[] };
  const list = Array.isArray(body) ? body : (body.results ?? []);
  categories.clear();
  for (const c of list) if (typeof c?.slug === 'string') categories.add(c.slug);
  return categories.has(slug);
}

/** For tests: forget what was learnt. */
export function forgetKnownSlugs(): void {
  categories.clear();
  categoriesReadAt = Number.NEGATIVE_INFINITY;
}

async function get(path: string): Promise<Response | null> {
  try {
    return await fetch(`${API_URL}${path}`, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch {
    return null;
  }
}
