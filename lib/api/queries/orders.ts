'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelOrder, getOrder, listOrders } from '@/lib/api/orders';

/** Cache keys of the shopper's own orders: every list page and every order sit under ['orders']. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (page: number) => ['orders', 'list', page] as const,
  detail: (id: number | string) => ['orders', 'detail', String(id)] as const,
};

export function useMyOrders(page: number) {
  return useQuery({ queryKey: orderKeys.list(page), queryFn: () => listOrders(page) });
}

export function useMyOrder(id: number | string) {
  return useQuery({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });
}

/** Cancels a pending order; the order shows its new state at once and My Orders is fetched again. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelOrder(id),
    onSuccess: async (order) => {
      client.setQueryData(orderKeys.detail(order.id), order);
      await client.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
