import type { FetchCache } from '@/lib/catalog-cache';
import { API_URL } from '@/lib/config';

/** A non-OK answer from the API, with its status so pages can tell "not found" from "down". */
export class ApiFetchError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`GET ${path} answered ${status}`);
    this.name = 'ApiFetchError';
  }
}

/**
 * GET a public API path from a server component, cached for `cache` seconds or as the options say (catalog
 * reads: lib/catalog-cache). Throws ApiFetchError on a non-OK answer (status 0 when the API cannot be reached).
 */
export async function publicGet<T>(path: string, cache: number | FetchCache = 30): Promise<T> {
  const options = typeof cache === 'number' ? { next: { revalidate: cache } } : cache;
  let res: Response;
  try {
    res = await fetch(`${API_URL}${path}`, { ...options, headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiFetchError(0, path);
  }
  if (!res.ok) throw new ApiFetchError(res.status, path);
  return (await res.json()) as T;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiFetchError && error.status === 404;
}
