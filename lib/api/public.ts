import { API_URL } from '@/lib/config';
import { ApiError, readBodyText } from '@/lib/api/errors';

/**
 * GET a public API path from a server component, cached for `revalidate` seconds.
 * Throws ApiError on a non-OK answer (status 0 when the API cannot be reached).
 */
export async function publicGet<T>(path: string, revalidate = 30): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${API_URL}${path}`, { next: { revalidate }, headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0);
  }
  if (!res.ok) throw new ApiError(res.status, readBodyText(await res.text().catch(() => '')));
  return (await res.json()) as T;
}
