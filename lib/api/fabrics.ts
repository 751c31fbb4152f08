import type { Fabric, FabricDetail } from '@fabric-tales/contract';
import { publicGet } from '@/lib/api/public';
import { catalogFetchCache } from '@/lib/catalog-cache';
import type { StorefrontConfig } from '@/lib/shop-config';

/** The shop's fabrics (§26.1), cached with the catalog; none, and not asked, when the API does not list `fabrics`. */
export async function getFabrics(config: StorefrontConfig): Promise<Fabric[]> {
  if (!config.features.fabrics) return [];
  return publicGet<Fabric[]>('/api/fabrics/', catalogFetchCache());
}

/** A fabric's page: its story and every design cut from it. */
export function getFabric(slug: string): Promise<FabricDetail> {
  return publicGet(`/api/fabrics/${encodeURIComponent(slug)}/`, catalogFetchCache());
}
