import type { Fabric, FabricDetail } from '@fabric-tales/contract';
import { isNotFound } from '@/lib/api/errors';
import { publicGet } from '@/lib/api/public';
import { catalogFetchCache } from '@/lib/catalog-cache';

/** The shop's fabrics (§26.1), cached with the catalog; none from a backend that knows only sizes (404). */
export function getFabrics(): Promise<Fabric[]> {
  return publicGet<Fabric[]>('/api/fabrics/', catalogFetchCache()).catch((error: unknown) => {
    if (isNotFound(error)) return [];
    throw error;
  });
}

/** A fabric's page: its story and every design cut from it. */
export function getFabric(slug: string): Promise<FabricDetail> {
  return publicGet(`/api/fabrics/${encodeURIComponent(slug)}/`, catalogFetchCache());
}
