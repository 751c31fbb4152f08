// Admin calls of docs/api.md (Admin, Emails). Every call needs role admin.
import { api } from '@/lib/api/client';
import { revalidateCatalogForAdmin } from '@/lib/api/catalog-revalidation';
import type {
  AdminOrderPatch,
  AdminProduct as ContractAdminProduct,
  Dashboard,
  EmailLogDetail,
  PaymentAnomaly,
  ProductInput,
  ProductStatus,
} from '@fabric-tales/contract';
import type { Category, EmailLog, Order, Page, Product } from '@/lib/types';

export type { Dashboard } from '@fabric-tales/contract';

/** The order statuses and the moves the API allows between them, from the contract (never copied). */
export { orderStatuses as ORDER_STATUSES, orderTransitions as ORDER_TRANSITIONS } from '@fabric-tales/contract';

export type ListQuery = Record<string, string | number | undefined>;

/** Drops empty filters so the URL the API sees is the one the admin chose. */
function params(query: ListQuery): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;
}

/**
 * After a write that changes what the catalog shows: the storefront's cached pages expire before the console
 * moves on, whatever the backend does. Never fails the write; the API's own notification and the cache's safety
 * net still apply.
 */
export async function catalogChanged<T>(result: T): Promise<T> {
  try {
    await revalidateCatalogForAdmin(localStorage.getItem('access_token') ?? '');
  } catch {
    // A failed revalidation leaves the page to the API's notification or the safety-net interval.
  }
  return result;
}

export async function getDashboard(days: number): Promise<Dashboard> {
  return (await api.get<Dashboard>('/api/admin/dashboard/', { params: { days } })).data;
}

export async function listAdminOrders(query: ListQuery): Promise<Page<Order>> {
  return (await api.get<Page<Order>>('/api/admin/orders/', { params: params(query) })).data;
}

export async function getAdminOrder(id: number | string): Promise<Order> {
  return (await api.get<Order>(`/api/admin/orders/${id}/`)).data;
}

export async function updateAdminOrder(id: number, change: AdminOrderPatch): Promise<Order> {
  // A cancellation returns stock to the catalog.
  return catalogChanged((await api.patch<Order>(`/api/admin/orders/${id}/`, change)).data);
}

/** The order's packing slip, a printable HTML page (§29.3). */
export async function getPackingSlip(id: number): Promise<string> {
  return (await api.get<string>(`/api/admin/orders/${id}/packing-slip/`, { responseType: 'text' })).data;
}

export async function listEmailLogs(query: ListQuery): Promise<Page<EmailLog>> {
  return (await api.get<Page<EmailLog>>('/api/admin/email-logs/', { params: params(query) })).data;
}

/** Stripe events that paid nothing (newest first); asked only when the API lists `payments`. */
export async function listPaymentAnomalies(): Promise<Page<PaymentAnomaly>> {
  return (await api.get<Page<PaymentAnomaly>>('/api/admin/payment-anomalies/', { params: { page_size: 20 } })).data;
}

export async function getEmailLog(id: number): Promise<EmailLogDetail> {
  return (await api.get<EmailLogDetail>(`/api/admin/email-logs/${id}/`)).data;
}

export async function resendEmail(id: number): Promise<void> {
  await api.post(`/api/admin/email-logs/${id}/resend/`, {});
}

export interface AdminProduct extends Omit<Product, 'category' | 'variants'> {
  category: { id: number; name: string; slug: string } | null;
  stock: number;
  featured: boolean;
  /** §21.4; absent from older backends (standard). */
  tax_class?: 'standard' | 'reduced';
  /** Every live variant with what the admin edits (§26.2); absent from a backend that knows only sizes. */
  variants?: ContractAdminProduct['variants'];
  /** §29.7; absent from older backends (all active). */
  status?: ProductStatus;
  publish_at?: string | null;
  /** The ETag it was loaded with (not part of the JSON body). */
  etag?: string;
}

export interface AdminProductInput {
  name: string;
  slug?: string;
  category_id: number | null;
  price: string;
  description: string;
  materials: string;
  care: string;
  featured: boolean;
  tax_class?: 'standard' | 'reduced';
  stock: number;
  sizes: { id?: number; label: string; stock: number }[];
  /** Instead of `sizes` (the API takes `variants` when both are given): the design's variants in full. */
  variants?: ProductInput['variants'];
  status?: ProductStatus;
  /** ISO time; only a draft keeps one. */
  publish_at?: string | Date | null;
  /** §30: the questions a shopper answers and the one-of-a-kind mark; only to a backend that has them. */
  personalization?: ProductInput['personalization'];
  one_of_a_kind?: boolean;
}

/** A variant as the product form holds it: numbers and prices as typed, empty for none (§26.2). */
export interface VariantRow {
  id?: number;
  label: string;
  fabric_id: number | null;
  size: string | null;
  price: string | null;
  compare_at_price: string | null;
  stock: number | string;
  made_to_order: boolean;
  lead_days: number | string;
  fabric_cm: number | string | null;
}

export async function listAdminProducts(query: ListQuery): Promise<Page<AdminProduct>> {
  return (await api.get<Page<AdminProduct>>('/api/admin/products/', { params: params(query) })).data;
}

/** A product as the admin edits it, with `etag`: the version its form saves against (If-Match). */
export async function getAdminProduct(id: number | string): Promise<AdminProduct> {
  const res = await api.get<AdminProduct>(`/api/admin/products/${id}/`);
  return { ...res.data, etag: etagOf(res.headers) };
}

const etagOf = (headers: Record<string, unknown>) => (typeof headers.etag === 'string' ? headers.etag : undefined);

export async function createAdminProduct(input: AdminProductInput): Promise<AdminProduct> {
  return catalogChanged((await api.post<AdminProduct>('/api/admin/products/', input)).data);
}

/**
 * Saves a product; given the `etag` it was loaded with, only if nobody changed it since (a sale, another admin):
 * otherwise the API answers 412 and nothing is written.
 */
export async function updateAdminProduct(
  id: number,
  input: Partial<AdminProductInput>,
  etag?: string,
): Promise<AdminProduct> {
  const res = await api.patch<AdminProduct>(`/api/admin/products/${id}/`, input, {
    headers: etag ? { 'If-Match': etag } : {},
  });
  return catalogChanged({ ...res.data, etag: etagOf(res.headers) });
}

export async function deleteAdminProduct(id: number): Promise<void> {
  await catalogChanged(await api.delete(`/api/admin/products/${id}/`));
}

/** Adds a photo to the product, or to one of its variants (its pictures on the product page, §26.2). */
export async function uploadProductImage(id: number, file: File, alt = '', variantId?: number): Promise<void> {
  const body = new FormData();
  body.append('image', file);
  if (alt) body.append('alt', alt);
  if (variantId) body.append('variant_id', String(variantId));
  await catalogChanged(
    await api.post(`/api/admin/products/${id}/images/`, body, { headers: { 'Content-Type': 'multipart/form-data' } }),
  );
}

/**
 * Orders the product's own photos and sets their alt text (§29.8); a photo left out of `images` is removed.
 * Answers the product as saved.
 */
export async function arrangeProductImages(id: number, images: { id: number; alt: string }[]): Promise<AdminProduct> {
  return catalogChanged((await api.patch<AdminProduct>(`/api/admin/products/${id}/images/`, { images })).data);
}

/** Fresh categories for the product form (the public helper is cached for server rendering). */
export async function listCategories(): Promise<Category[]> {
  return (await api.get<Category[]>('/api/categories/')).data;
}
