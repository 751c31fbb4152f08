import { shippingAddressBody } from '@fabric-tales/contract';
import { getProfile } from '@/lib/api/account';
import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
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

/** The delivery address typed in (`shipping`) or one of the address book's (`address_id`), which the order copies. */
export type PlaceOrderInput = ({ shipping: ShippingAddress } | { address_id: number }) & {
  notes: string;
  payment_method?: PaymentMethod;
  /** §21.1: sent only when the shopper chose one (a backend without methods never sees it). */
  shipping_method_id?: number | null;
  /** §30.3: sent only for a gift (a backend without gift options never sees it). */
  gift?: { message: string; wrap: boolean; hide_prices: boolean };
};

/** POST /api/orders/ with the attempt's Idempotency-Key: a retry with the same key gets the same order. */
export async function placeOrder(input: PlaceOrderInput, idempotencyKey: string): Promise<Order> {
  const { data } = await api.post<Order>(
    '/api/orders/',
    {
      ...('address_id' in input ? { address_id: input.address_id } : { shipping: input.shipping }),
      payment_method: input.payment_method ?? 'cod',
      notes: input.notes,
      ...(input.shipping_method_id ? { shipping_method_id: input.shipping_method_id } : {}),
      ...(input.gift ? { gift: input.gift } : {}),
    },
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

/** 409 out_of_stock (or any 409 but a discount code's): the cart asks for more than is left. */
export function isOutOfStock(error: unknown): boolean {
  return isApiError(error, 409) && error.code !== 'discount_unavailable';
}
