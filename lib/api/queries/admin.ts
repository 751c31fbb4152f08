'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAdminProduct,
  getAdminOrder,
  getAdminProduct,
  getDashboard,
  getEmailLog,
  listAdminOrders,
  listAdminProducts,
  listCategories,
  listEmailLogs,
  listPaymentAnomalies,
  updateAdminOrder,
  type ListQuery,
} from '@/lib/api/admin';
import type { AdminOrderPatch } from '@fabric-tales/contract';

/** Cache keys of the admin views; a change to an order refreshes everything under orders and dashboard. */
export const adminKeys = {
  dashboard: (days?: number) => (days === undefined ? ['admin', 'dashboard'] : ['admin', 'dashboard', days]),
  orders: ['admin', 'orders'] as const,
  orderList: (query: ListQuery) => ['admin', 'orders', 'list', query] as const,
  order: (id: number | string) => ['admin', 'orders', 'detail', String(id)] as const,
  products: ['admin', 'products'] as const,
  productList: (query: ListQuery) => ['admin', 'products', 'list', query] as const,
  product: (id: number | string) => ['admin', 'products', 'detail', String(id)] as const,
  categories: ['admin', 'categories'] as const,
  emailLogList: (query: ListQuery) => ['admin', 'email-logs', 'list', query] as const,
  emailLog: (id: number) => ['admin', 'email-logs', 'detail', id] as const,
  paymentAnomalies: ['admin', 'payment-anomalies'] as const,
};

export function useDashboard(days: number) {
  return useQuery({ queryKey: adminKeys.dashboard(days), queryFn: () => getDashboard(days) });
}

/** A list page keeps showing while the next filter's page loads, so the table does not jump. */
export function useAdminOrders(query: ListQuery) {
  return useQuery({
    queryKey: adminKeys.orderList(query),
    queryFn: () => listAdminOrders(query),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: number | string) {
  return useQuery({ queryKey: adminKeys.order(id), queryFn: () => getAdminOrder(id) });
}

/** Moves an order on; the order, every orders list and the dashboard are refreshed. */
export function useUpdateOrderStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminOrderPatch) => updateAdminOrder(id, change),
    onSuccess: async (order) => {
      client.setQueryData(adminKeys.order(order.id), order);
      await Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.orders }),
        client.invalidateQueries({ queryKey: adminKeys.dashboard() }),
      ]);
    },
  });
}

export function useAdminProducts(query: ListQuery) {
  return useQuery({
    queryKey: adminKeys.productList(query),
    queryFn: () => listAdminProducts(query),
    placeholderData: keepPreviousData,
  });
}

/** Deletes a product; every products list is fetched again. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAdminProduct(id),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.products }),
  });
}

/** One product as the editor loads it, with its ETag (a 412 on save refetches it). */
export function useAdminProduct(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.product(id ?? 'new'),
    queryFn: () => getAdminProduct(id!),
    enabled: id !== undefined,
  });
}

export function useCategories() {
  return useQuery({ queryKey: adminKeys.categories, queryFn: listCategories });
}

export function useEmailLogs(query: ListQuery) {
  return useQuery({
    queryKey: adminKeys.emailLogList(query),
    queryFn: () => listEmailLogs(query),
    placeholderData: keepPreviousData,
  });
}

/** `offered`: the API lists `payments` (else not asked: none to show). */
export function usePaymentAnomalies(offered: boolean) {
  return useQuery({ queryKey: adminKeys.paymentAnomalies, queryFn: listPaymentAnomalies, enabled: offered });
}

export function useEmailLog(id: number) {
  return useQuery({ queryKey: adminKeys.emailLog(id), queryFn: () => getEmailLog(id) });
}
