'use client';
import { useCallback } from 'react';
import { useShopConfig } from '@/context/shop-config';
import { formatCents, formatMoney } from '@/lib/format';
import type { Cents } from '@/lib/money';

// Apart from the provider, which every page loads: only views that show money on the client load these.

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
