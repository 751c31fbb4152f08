// Search calls of docs/api.md ("Search"): additions a stock DRF backend does not have. Suggestions are asked only
// when the API lists `search_suggestions` (components/search/search-input.tsx); a failure is "no suggestions".
import type { SearchFacets, searchExtras, Suggestions } from '@fabric-tales/contract';
import type { z } from 'zod';
import { API_URL } from '@/lib/config';

export type { SearchFacets, Suggestions } from '@fabric-tales/contract';

/** What `GET /api/products/?search=` adds to its page; a stock backend sends neither, so both are optional. */
export type SearchExtras = Partial<z.infer<typeof searchExtras>>;

/** The query lengths the API takes (1–100 characters); longer input is cut, not refused. */
export const SUGGEST_MAX_LENGTH = 100;

const NONE: Suggestions = { products: [], categories: [] };

/**
 * What the shop suggests for `q`. Never rejects for an API problem: a refusal, a network failure or an answer of
 * another shape all yield no suggestions. Only an abort (the shopper typed on) rejects, so the caller can drop the
 * stale answer.
 */
export async function suggest(q: string, signal?: AbortSignal): Promise<Suggestions> {
  const text = q.trim().slice(0, SUGGEST_MAX_LENGTH);
  if (!text) return NONE;
  let res: Response;
  try {
    res = await fetch(`${API_URL}/api/search/suggest/?q=${encodeURIComponent(text)}`, {
      signal,
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return NONE;
  }
  if (!res.ok) return NONE;
  const body = (await res.json().catch(() => null)) as Partial<Suggestions> | null;
  return {
    products: Array.isArray(body?.products) ? body.products.slice(0, 8) : [],
    categories: Array.isArray(body?.categories) ? body.categories : [],
  };
}

/** The facets when the answer has them in the documented shape, else null (a stock backend: plain filters). */
export function facetsOf(page: SearchExtras | null | undefined): SearchFacets | null {
  const facets = page?.facets;
  if (!facets || !Array.isArray(facets.categories) || !Array.isArray(facets.price_ranges)) return null;
  if (typeof facets.in_stock !== 'number') return null;
  return facets;
}

/** The suggested spelling, only when it says something new: a non-empty string other than the query itself. */
export function didYouMeanOf(page: SearchExtras | null | undefined, search: string | undefined): string | null {
  const text = typeof page?.did_you_mean === 'string' ? page.did_you_mean.trim() : '';
  return text && text.toLowerCase() !== (search ?? '').trim().toLowerCase() ? text : null;
}
