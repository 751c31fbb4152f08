'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListQuery } from '@/lib/api/admin';
import { getDiscount, listDiscounts } from '@/lib/api/discounts';

/** Cache keys of the admin's discount codes; any change refetches everything under `all`. */
export const discountKeys = {
  all: ['admin', 'discounts'] as const,
  list: (query: ListQuery) => ['admin', 'discounts', 'list', query] as const,
  one: (id: number | string) => ['admin', 'discounts', 'detail', String(id)] as const,
};

export function useDiscounts(query: ListQuery) {
  return useQuery({
    queryKey: discountKeys.list(query),
    queryFn: () => listDiscounts(query),
    placeholderData: keepPreviousData,
  });
}

export function useDiscount(id: string | undefined) {
  return useQuery({
    queryKey: discountKeys.one(id ?? 'new'),
    queryFn: () => getDiscount(id!),
    enabled: id !== undefined,
  });
}
