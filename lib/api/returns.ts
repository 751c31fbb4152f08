// Returns and refunds (docs/api.md, "Returns and refunds"): the shopper's requests and the admin's steps, offered
// only when the API lists `returns` (useCapabilities); a stock backend has none of these calls.
import { api } from '@/lib/api/client';
import type { AdminRefundBody, AdminReturnPatch, OrderReturn, ReturnRequestBody } from '@fabric-tales/contract';
import type { Page } from '@/lib/types';

export type { OrderReturn } from '@fabric-tales/contract';
export { returnReasonLabels, returnReasons, returnStatuses } from '@fabric-tales/contract';

export async function requestReturn(orderId: number, body: ReturnRequestBody): Promise<OrderReturn> {
  return (await api.post<OrderReturn>(`/api/orders/${orderId}/returns/`, body)).data;
}

export async function getMyReturn(id: number): Promise<OrderReturn> {
  return (await api.get<OrderReturn>(`/api/returns/${id}/`)).data;
}

export async function listAdminReturns(query: Record<string, string | number | undefined>): Promise<Page<OrderReturn>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return (await api.get<Page<OrderReturn>>('/api/admin/returns/', { params })).data;
}

export async function getAdminReturn(id: number | string): Promise<OrderReturn> {
  return (await api.get<OrderReturn>(`/api/admin/returns/${id}/`)).data;
}

export async function updateAdminReturn(id: number, change: AdminReturnPatch): Promise<OrderReturn> {
  return (await api.patch<OrderReturn>(`/api/admin/returns/${id}/`, change)).data;
}

export async function refundAdminReturn(id: number, body: AdminRefundBody): Promise<OrderReturn> {
  return (await api.post<OrderReturn>(`/api/admin/returns/${id}/refund/`, body)).data;
}
