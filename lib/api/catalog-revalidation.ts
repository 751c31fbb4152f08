'use server';
import { revalidateTag } from 'next/cache';
import { CATALOG_TAG } from '@/lib/catalog-cache';
import { API_URL } from '@/lib/config';

/**
 * Called by the admin console after it changed the catalog: expires this storefront's cached catalog pages at
 * once, so the edit shows on the next page load even when the backend never notifies the storefront (a stock DRF
 * backend, no REVALIDATE_SECRET: product pages are kept in the cache then too) and before our API's coalesced
 * notification arrives. Only an admin may: the caller's access token is checked with the API.
 */
export async function revalidateCatalogForAdmin(accessToken: string): Promise<void> {
  if (!accessToken) return;
  const res = await fetch(`${API_URL}/api/profile/`, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    cache: 'no-store',
  }).catch(() => null);
  if (!res?.ok) return;
  const profile = (await res.json().catch(() => null)) as { role?: unknown } | null;
  if (profile?.role === 'admin') revalidateTag(CATALOG_TAG, { expire: 0 });
}
