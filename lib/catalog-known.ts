import { API_URL } from '@/lib/config';

/**
 * Whether a product or category slug exists, for proxy.ts (issue 22): only an existing slug is answered from a
 * cached page, because every cached URL is an entry in Next's page cache and a made-up slug must not add one
 * (the cache has no bound). A slug found once is remembered; one not found (or an API that does not answer) is
 * not cached, so its page renders per request and answers 404 without adding anything. The remembered sets grow
 * only with slugs the catalog really has.
 */
const MAX_REMEMBERED = 10_000;
/** How often, at most, a miss re-reads the category list (a burst of made-up categories costs one read). */
const CATEGORY_REFRESH_MS = 10_000;

const products = new Set<string>();
const categories = new Set<string>();
let categoriesReadAt = Number.NEGATIVE_INFINITY;

export async function productExists(slug: string): Promise<boolean> {
  if (products.has(slug)) return true;
  const res = await get(`/api/products/${encodeURIComponent(slug)}/`);
  // Only the status matters, but the body is read to the end: in Next's proxy, cancelling it never settles.
  await res?.arrayBuffer().catch(() => undefined);
  if (!res?.ok) return false;
  if (products.size >= MAX_REMEMBERED) products.clear();
  products.add(slug);
  return true;
}

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
  products.clear();
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
