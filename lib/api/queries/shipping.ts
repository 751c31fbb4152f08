'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCapabilities } from '@/context/shop-config';
import { fetchShippingQuote } from '@/lib/api/shipping';

/**
 * The shipping options and tax estimate for the cart's destination; `cartVersion` (the cart's lines) refetches it
 * when the cart changes. Disabled until a country is typed, and when the API does not list `shipping_quotes`.
 */
export function useShippingQuote(country: string, methodId: number | null, cartVersion: string) {
  const trimmed = country.trim();
  const { shipping_quotes } = useCapabilities();
  return useQuery({
    queryKey: ['cart', 'shipping-quote', trimmed.toLowerCase(), methodId, cartVersion],
    queryFn: () => fetchShippingQuote(trimmed, methodId),
    enabled: shipping_quotes && trimmed.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const adminShippingKeys = {
  methods: ['admin', 'shipping-methods'] as const,
  rates: ['admin', 'tax-rates'] as const,
};
