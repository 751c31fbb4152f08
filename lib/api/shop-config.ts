// The one place the storefront asks the API for its configuration (server side: the contract's zod check stays out
// of the browser bundle). Client components read the result through context/shop-config.tsx.
import { shopConfig } from '@fabric-tales/contract';
import { publicGet } from '@/lib/api/public';
import { noteCurrencyDecimals } from '@/lib/currency-decimals';
import { storefrontConfig, UNKNOWN_SHOP_CONFIG, type StorefrontConfig } from '@/lib/shop-config';

/** A GET /api/config/ answer checked against the contract; anything else is the unknown config. */
export function readShopConfig(answer: unknown): StorefrontConfig {
  const parsed = shopConfig.safeParse(answer);
  if (!parsed.success) return UNKNOWN_SHOP_CONFIG;
  noteCurrencyDecimals(parsed.data);
  return storefrontConfig(parsed.data);
}

/**
 * GET /api/config/ for server components, cached by Next for five minutes. When the API does not answer, or has no
 * such call (a stock backend's 404), the page still renders, without a shipping rule and without extra features.
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
 * cached like the config), e.g. "3–6 working days"; null when the backend does not list `shipping_quotes` or the
 * method says no estimate.
 */
export async function getDeliveryEstimate(config: StorefrontConfig): Promise<string | null> {
  if (!config.features.shipping_quotes) return null;
  try {
    const methods = await publicGet<unknown>('/api/shipping-methods/', 300);
    const first: unknown = Array.isArray(methods) ? methods[0] : null;
    const estimate = first && typeof first === 'object' && 'estimate' in first ? first.estimate : null;
    return typeof estimate === 'string' && estimate.trim() ? estimate.trim() : null;
  } catch {
    return null;
  }
}
