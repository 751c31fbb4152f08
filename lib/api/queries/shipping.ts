'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchShippingQuote } from '@/lib/api/shipping';

/**
 * The shipping options and tax estimate for the cart's destination; `cartVersion` (the cart's lines) refetches it
 * when the cart changes. Disabled until a country is typed, and when the API does not list `shipping_quotes`.
 */
export function useShippingQuote(offered: boolean, country: string, methodId: number | null, cartVersion: string) {
  const trimmed = country.trim();
  return useQuery({
    queryKey: ['cart', 'shipping-quote', trimmed.toLowerCase(), methodId, cartVersion],
    queryFn: () => fetchShippingQuote(trimmed, methodId),
    enabled: offered && trimmed.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const adminShippingKeys = {
  methods: ['admin', 'shipping-methods'] as const,
  rates: ['admin', 'tax-rates'] as const,
};
