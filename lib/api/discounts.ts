// Discount codes (docs/api.md, Discount codes): the admin's codes and the shopper's cart code.
import { api } from '@/lib/api/client';
import type { ListQuery } from '@/lib/api/admin';
import type { Page, ServerCart } from '@/lib/types';

export interface Discount {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  min_subtotal: string;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  active: boolean;
  times_used: number;
}

export type DiscountInput = Omit<Discount, 'id' | 'times_used'>;

export async function listDiscounts(query: ListQuery): Promise<Page<Discount>> {
  return (await api.get<Page<Discount>>('/api/admin/discounts/', { params: query })).data;
}

export async function getDiscount(id: number | string): Promise<Discount> {
  return (await api.get<Discount>(`/api/admin/discounts/${id}/`)).data;
}

export async function createDiscount(input: DiscountInput): Promise<Discount> {
  return (await api.post<Discount>('/api/admin/discounts/', input)).data;
}

export async function updateDiscount(id: number, change: Partial<DiscountInput>): Promise<Discount> {
  return (await api.patch<Discount>(`/api/admin/discounts/${id}/`, change)).data;
}

export async function deleteDiscount(id: number): Promise<void> {
  await api.delete(`/api/admin/discounts/${id}/`);
}

/** Applies a code to the signed-in shopper's cart; a 400 `{"code": [why]}` says why it cannot be used. */
export async function applyDiscountCode(code: string): Promise<ServerCart> {
  return (await api.post<ServerCart>('/api/cart/discount/', { code })).data;
}

export async function removeDiscountCode(): Promise<ServerCart> {
  return (await api.delete<ServerCart>('/api/cart/discount/')).data;
}

/** "20% off" or "$5.00 off", for lists and summaries. */
export function describeDiscount(d: Pick<Discount, 'kind' | 'value'>, formatMoney: (v: string) => string): string {
  return d.kind === 'percent' ? `${Number(d.value)}% off` : `${formatMoney(d.value)} off`;
}
