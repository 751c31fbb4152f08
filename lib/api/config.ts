import { publicGet } from '@/lib/api/public';
import { readShopConfig } from '@/lib/read-shop-config';
import { UNKNOWN_SHOP_CONFIG, type StorefrontConfig } from '@/lib/shop-config';

/**
 * GET /api/config/ for server components, cached by Next for five minutes. When the API does not answer,
 * the page still renders, without a shipping rule.
 */
export async function getShopConfig(): Promise<StorefrontConfig> {
  try {
    return readShopConfig(await publicGet<unknown>('/api/config/', 300));
  } catch {
    return UNKNOWN_SHOP_CONFIG;
  }
}
