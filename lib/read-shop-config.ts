import { shopConfig } from '@fabric-tales/contract';
import { noteCurrencyDecimals } from '@/lib/currency-decimals';
import { UNKNOWN_SHOP_CONFIG, type StorefrontConfig } from '@/lib/shop-config';

/**
 * A GET /api/config/ answer checked against the contract; anything else is the unknown config. Server-side
 * (the root layout's fetch): kept apart from lib/shop-config so that the browser never loads zod for it.
 */
export function readShopConfig(answer: unknown): StorefrontConfig {
  const parsed = shopConfig.safeParse(answer);
  if (!parsed.success) return UNKNOWN_SHOP_CONFIG;
  noteCurrencyDecimals(parsed.data);
  return { ...parsed.data, known: true };
}
