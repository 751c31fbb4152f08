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

/**
 * The delivery estimate of the shop's first shipping method that serves every country (GET /api/shipping-methods/,
 * cached like the config), e.g. "3–6 working days"; null when the backend has no shipping methods (a stock DRF one)
 * or says no estimate.
 */
export async function getDeliveryEstimate(): Promise<string | null> {
  try {
    const methods = await publicGet<unknown>('/api/shipping-methods/', 300);
    const first: unknown = Array.isArray(methods) ? methods[0] : null;
    const estimate = first && typeof first === 'object' && 'estimate' in first ? first.estimate : null;
    return typeof estimate === 'string' && estimate.trim() ? estimate.trim() : null;
  } catch {
    return null;
  }
}
