import type { ReactNode } from 'react';
import { ShopConfigProvider } from '@/context/shop-config';
import { STOCK_FEATURES, UNKNOWN_SHOP_CONFIG, type ShopFeatures, type StorefrontConfig } from '@/lib/shop-config';

/** Every feature this API lists in GET /api/config/ (server/src/modules/shop-config/routes.ts). */
export const ALL_FEATURES = Object.fromEntries(
  Object.keys(STOCK_FEATURES).map((name) => [name, true]),
) as unknown as ShopFeatures;

/**
 * What a component under test is handed unless a test says otherwise: no setting stated (spec §9's defaults, no
 * shipping rule) and every feature this API lists, so that a component's own tests reach its calls.
 */
export const OUR_API_CONFIG: StorefrontConfig = { ...UNKNOWN_SHOP_CONFIG, features: ALL_FEATURES };

/** A stock DRF + SimpleJWT backend: no /api/config/ at all, so no feature beyond the older contract. */
export const STOCK_CONFIG: StorefrontConfig = UNKNOWN_SHOP_CONFIG;

/** The root layout's provider, around a component under test; our API's configuration unless told otherwise. */
export function WithShopConfig({
  config = OUR_API_CONFIG,
  children,
}: {
  config?: StorefrontConfig;
  children: ReactNode;
}) {
  return <ShopConfigProvider config={config}>{children}</ShopConfigProvider>;
}
