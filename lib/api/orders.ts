import { shippingAddressBody } from '@fabric-tales/contract';
import { isAxiosError } from 'axios';
import { getProfile } from '@/lib/api/account';
import { api } from '@/lib/api/client';
import type { Order, Page, PaymentMethod, Profile, ShippingAddress } from '@/lib/types';

export const EMPTY_SHIPPING: ShippingAddress = {
  full_name: '',
  phone: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
};

/**
 * Fields the shop needs to deliver, as the contract's shipping schema says (a field that refuses a blank is
 * required; the phone, for one, is optional on the server and so here).
 */
export const REQUIRED_SHIPPING = (Object.keys(EMPTY_SHIPPING) as (keyof ShippingAddress)[]).filter(
  (field) => !shippingAddressBody.shape[field].safeParse('').success,
);

/** Required fields left blank, as field errors, so the form says why before asking the server. */
export function missingShippingFields(shipping: ShippingAddress): Record<string, string> {
  return Object.fromEntries(
    REQUIRED_SHIPPING.filter((f) => !shipping[f].trim()).map((f) => [f, 'This field is required.']),
  );
}

/** The checkout form's starting point from the shopper's profile; full_name is first + last name. */
export function shippingFromProfile(profile: Partial<Profile>): ShippingAddress {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    full_name: [text(profile.first_name), text(profile.last_name)].filter(Boolean).join(' '),
    phone: text(profile.phone),
    address_line1: text(profile.address_line1),
    address_line2: text(profile.address_line2),
    city: text(profile.city),
    state: text(profile.state),
    postal_code: text(profile.postal_code),
    country: text(profile.country),
  };
}

export async function fetchShippingDefaults(): Promise<ShippingAddress> {
  return shippingFromProfile(await getProfile());
}

export interface PlaceOrderInput {
  shipping: ShippingAddress;
  notes: string;
  payment_method?: PaymentMethod;
}

/** POST /api/orders/ with the attempt's Idempotency-Key: a retry with the same key gets the same order. */
export async function placeOrder(input: PlaceOrderInput, idempotencyKey: string): Promise<Order> {
  const { data } = await api.post<Order>(
    '/api/orders/',
    { shipping: input.shipping, payment_method: input.payment_method ?? 'cod', notes: input.notes },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return data;
}

export const ORDERS_PAGE_SIZE = 20;

export async function listOrders(page = 1): Promise<Page<Order>> {
  const { data } = await api.get<Page<Order>>('/api/orders/', { params: { page, page_size: ORDERS_PAGE_SIZE } });
  return data;
}

export async function getOrder(id: string | number): Promise<Order> {
  const { data } = await api.get<Order>(`/api/orders/${id}/`);
  return data;
}

/** A fresh Stripe Checkout URL for my unpaid card order. */
export async function payOrder(id: number): Promise<{ checkout_url: string; order: Order }> {
  const { data } = await api.post<{ checkout_url: string; order: Order }>(`/api/orders/${id}/pay/`, {});
  return data;
}

export async function cancelOrder(id: number): Promise<Order> {
  const { data } = await api.post<Order>(`/api/orders/${id}/cancel/`, {});
  return data;
}

/**
 * A refused order's errors keyed by form field: our API names nested fields "shipping.city", DRF nests them
 * as {"shipping": {"city": [...]}}; both land on "city". detail / non_field_errors go to "form".
 */
export function checkoutFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  const data = isAxiosError(error) ? error.response?.data : undefined;
  if (!data || typeof data !== 'object') return out;
  const firstMessage = (v: unknown) =>
    Array.isArray(v) ? v.find((m) => typeof m === 'string') : typeof v === 'string' ? v : undefined;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (key === 'code' || key === 'messages') continue;
    if (key === 'shipping' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [field, messages] of Object.entries(value)) {
        const message = firstMessage(messages);
        if (message) out[field] = message;
      }
      continue;
    }
    const message = firstMessage(value);
    if (!message) continue;
    const field = key.startsWith('shipping.') ? key.slice('shipping.'.length) : key;
    out[field === 'detail' || field === 'non_field_errors' || field === 'shipping' ? 'form' : field] = message;
  }
  return out;
}

/** 409 out_of_stock (or any 409 but a discount code's): the cart asks for more than is left. */
export function isOutOfStock(error: unknown): boolean {
  return (
    isAxiosError(error) &&
    error.response?.status === 409 &&
    (error.response.data as { code?: string } | undefined)?.code !== 'discount_unavailable'
  );
}
