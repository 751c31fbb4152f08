'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCustomer, listCustomers } from '@/lib/api/admin-customers';

type CustomerQuery = Parameters<typeof listCustomers>[0];

/** Under the admin keys, so an order change (which refreshes ['admin', …] lists) can reach them too. */
export const customerKeys = {
  all: ['admin', 'customers'] as const,
  list: (query: CustomerQuery) => ['admin', 'customers', 'list', query] as const,
  detail: (id: number | string) => ['admin', 'customers', 'detail', String(id)] as const,
};

/** A page of customers; the table keeps showing while the next search or page loads. */
export function useCustomers(query: CustomerQuery) {
  return useQuery({
    queryKey: customerKeys.list(query),
    queryFn: () => listCustomers(query),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: number | string) {
  return useQuery({ queryKey: customerKeys.detail(id), queryFn: () => getCustomer(id) });
}
