'use client';
import { createContext, useContext, type ReactNode } from 'react';
import { noteCurrencyDecimals } from '@/lib/currency-decimals';
import { UNKNOWN_SHOP_CONFIG, type ShopFeatures, type StorefrontConfig } from '@/lib/shop-config';

const ShopConfigContext = createContext<StorefrontConfig>(UNKNOWN_SHOP_CONFIG);

/** Hands the server's GET /api/config/ answer (fetched, cached, by the root layout) to client components. */
export function ShopConfigProvider({ config, children }: { config: StorefrontConfig; children: ReactNode }) {
  // The browser formats with the currency's digits the server read (idempotent: one entry per currency code).
  noteCurrencyDecimals(config);
  return <ShopConfigContext.Provider value={config}>{children}</ShopConfigContext.Provider>;
}

export function useShopConfig(): StorefrontConfig {
  return useContext(ShopConfigContext);
}

/**
 * What the API offers beyond the older contract (docs/api.md, "features"): a component shows a feature, and asks
 * its calls, only when it is listed; against a stock backend every flag is false.
 */
export function useCapabilities(): ShopFeatures {
  return useContext(ShopConfigContext).features;
}
