// Repairs (docs/api.md, "Repairs"; §31): the shopper's requests and the admin's steps, offered only when the API
// lists `repairs` (useCapabilities); a stock backend has none of these calls.
import { api } from '@/lib/api/client';
import type { AdminRepairPatch, Repair } from '@fabric-tales/contract';
import type { Page } from '@/lib/types';

export type { Repair, RepairStatus } from '@fabric-tales/contract';
export { REPAIR_PHOTOS_MAX, REPAIR_DESCRIPTION_MAX, repairStatuses, repairStatusLabels } from '@fabric-tales/contract';

export interface RepairDraft {
  lines: { order_item_id: number; quantity: number }[];
  description: string;
  photos: File[];
}

/** POST /api/orders/{id}/repairs/ as multipart: the lines as JSON text, the photos as `photos` files (§31.2). */
export async function requestRepair(orderId: number, draft: RepairDraft): Promise<Repair> {
  const body = new FormData();
  body.append('lines', JSON.stringify(draft.lines));
  body.append('description', draft.description);
  for (const photo of draft.photos) body.append('photos', photo);
  const res = await api.post<Repair>(`/api/orders/${orderId}/repairs/`, body, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return res.data;
}

/** The shopper's repairs of one order, newest first (one page is plenty for one order). */
export async function listOrderRepairs(orderId: number): Promise<Page<Repair>> {
  return (await api.get<Page<Repair>>('/api/repairs/', { params: { order: orderId, page_size: 50 } })).data;
}

export async function getMyRepair(id: number | string): Promise<Repair> {
  return (await api.get<Repair>(`/api/repairs/${id}/`)).data;
}

export async function listAdminRepairs(query: Record<string, string | number | undefined>): Promise<Page<Repair>> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return (await api.get<Page<Repair>>('/api/admin/repairs/', { params })).data;
}

export async function getAdminRepair(id: number | string): Promise<Repair> {
  return (await api.get<Repair>(`/api/admin/repairs/${id}/`)).data;
}

export async function updateAdminRepair(id: number, change: AdminRepairPatch): Promise<Repair> {
  return (await api.patch<Repair>(`/api/admin/repairs/${id}/`, change)).data;
}
