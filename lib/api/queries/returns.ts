'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRefundBody, AdminReturnPatch, ReturnRequestBody } from '@fabric-tales/contract';
import {
  getAdminReturn,
  getMyReturn,
  listAdminReturns,
  refundAdminReturn,
  requestReturn,
  updateAdminReturn,
} from '@/lib/api/returns';
import { orderKeys } from '@/lib/api/queries/orders';

export const returnKeys = {
  mine: (id: number) => ['returns', 'detail', id] as const,
  admin: ['admin', 'returns'] as const,
  adminList: (query: Record<string, string | number | undefined>) => ['admin', 'returns', 'list', query] as const,
  adminDetail: (id: number | string) => ['admin', 'returns', 'detail', String(id)] as const,
};

export function useMyReturn(id: number) {
  return useQuery({ queryKey: returnKeys.mine(id), queryFn: () => getMyReturn(id), retry: false });
}

/** Asks to return items; the order (its returnable units and returns) is fetched again. */
export function useRequestReturn(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestBody) => requestReturn(orderId, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

export function useAdminReturns(query: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: returnKeys.adminList(query),
    queryFn: () => listAdminReturns(query),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReturn(id: number | string) {
  return useQuery({ queryKey: returnKeys.adminDetail(id), queryFn: () => getAdminReturn(id) });
}

/** Every admin step refreshes the return, the lists, the orders and the dashboard (revenue counts refunds). */
function useAdminReturnMutation<T>(call: (body: T) => ReturnType<typeof updateAdminReturn>, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (saved) => {
      client.setQueryData(returnKeys.adminDetail(id), saved);
      await client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}

export const useUpdateReturn = (id: number) =>
  useAdminReturnMutation((change: AdminReturnPatch) => updateAdminReturn(id, change), id);

export const useRefundReturn = (id: number) =>
  useAdminReturnMutation((body: AdminRefundBody) => refundAdminReturn(id, body), id);
