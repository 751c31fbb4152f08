'use client';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { formatMoney } from '@/lib/format';
import { formatCents, type Cents } from '@/lib/money';
import { UNKNOWN_SHOP_CONFIG, type StorefrontConfig } from '@/lib/shop-config';

const ShopConfigContext = createContext<StorefrontConfig>(UNKNOWN_SHOP_CONFIG);

/** Hands the server's GET /api/config/ answer (fetched, cached, by the root layout) to client components. */
export function ShopConfigProvider({ config, children }: { config: StorefrontConfig; children: ReactNode }) {
  return <ShopConfigContext.Provider value={config}>{children}</ShopConfigContext.Provider>;
}

export function useShopConfig(): StorefrontConfig {
  return useContext(ShopConfigContext);
}

/** Formats integer cents in the configured currency. */
export function useMoney(): (cents: Cents) => string {
  const { currency } = useShopConfig();
  return useCallback((cents: Cents) => formatCents(cents, currency), [currency]);
}

/** Formats the API's decimal amounts ("24.90") in the configured currency. */
export function useFormatMoney(): (amount: string | number | null | undefined) => string {
  const { currency } = useShopConfig();
  return useCallback((amount: string | number | null | undefined) => formatMoney(amount, currency), [currency]);
}
