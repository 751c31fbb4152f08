import type { FetchCache } from '@/lib/catalog-cache';
import { API_URL } from '@/lib/config';
import { ApiError, readBodyText } from '@/lib/api/errors';

/**
 * GET a public API path from a server component, cached for `cache` seconds or as the options say (catalog
 * reads: lib/catalog-cache). Throws ApiError on a non-OK answer (status 0 when the API cannot be reached).
 */
export async function publicGet<T>(path: string, cache: number | FetchCache = 30): Promise<T> {
  const options = typeof cache === 'number' ? { next: { revalidate: cache } } : cache;
  let res: Response;
  try {
    res = await fetch(`${API_URL}${path}`, { ...options, headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0);
  }
  if (!res.ok) throw new ApiError(res.status, readBodyText(await res.text().catch(() => '')));
  return (await res.json()) as T;
}
