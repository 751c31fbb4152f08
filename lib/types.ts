// The API's shapes (../shared/design/API.md). Money is a two-place decimal string.

export type Role = 'admin' | 'customer' | (string & {});

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The user kept in the session: login's basic user merged with the profile response (spec §3). */
export interface SessionUser {
  id: number;
  username: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  role?: Role;
  profile_picture?: string | null;
  two_factor_enabled?: boolean;
  [key: string]: unknown;
}

export interface Profile {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  profile_picture: string | null;
  role: Role;
  two_factor_enabled: boolean;
  date_joined: string;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  product_count: number;
}

export interface ProductSummary {
  id: number;
  name: string;
  slug: string;
  price: string;
  category: { id: number; name: string; slug: string } | null;
  image: string | null;
  in_stock: boolean;
}

export interface ProductSize {
  id: number;
  label: string;
  stock: number;
}

export interface Product extends ProductSummary {
  description: string;
  images: { url: string; alt: string }[];
  sizes: ProductSize[];
  materials: string;
  care: string;
  stock?: number;
}

/** A server cart line. */
export interface ServerCartItem {
  id: number;
  quantity: number;
  product: { id: number; name: string; slug: string; price: string; image: string | null };
  product_size_id: number | null;
  size: { id: number; label: string } | null;
  line_total: string;
}

/** A local cart line: the whole product object plus quantity and the chosen size (spec §3). */
export interface LocalCartItem extends Partial<Product> {
  id: number;
  price?: string;
  quantity?: number;
  product_size_id?: number | null;
}

export type CartItem = ServerCartItem | LocalCartItem;

export interface ServerCart extends Partial<CartPricing> {
  id: number;
  items: ServerCartItem[];
  total_items: number;
  total_amount: string;
}

/** What the API adds to a server cart so the shopper sees, before paying, exactly what checkout charges. */
export interface CartPricing {
  discount: { code: string; amount: string } | null;
  /** Present once, right after an applied code stopped applying and was taken off. */
  discount_removed?: { code: string; reason: string };
  payable_amount: string;
  shipping_fee: string;
  order_total: string;
}

export type OrderStatus = 'awaiting_payment' | 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

export type PaymentMethod = 'cod' | 'card';

/** A card order's Stripe payment; the Stripe ids only in admin views. */
export interface OrderPayment {
  provider: string;
  status: 'unpaid' | 'paid' | 'refund_pending' | 'refunded';
  checkout_url: string | null;
  expires_at: string;
  paid_at: string | null;
  refunded_at: string | null;
  stripe_session_id?: string | null;
  stripe_payment_intent_id?: string | null;
  stripe_refund_id?: string | null;
}

export interface ShippingAddress {
  full_name: string;
  phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface Order {
  id: number;
  number: string;
  status: OrderStatus;
  items: {
    product_id: number | null;
    name: string;
    size: string | null;
    price: string;
    quantity: number;
    line_total: string;
  }[];
  subtotal: string;
  shipping_fee: string;
  total: string;
  shipping: ShippingAddress;
  payment_method: string;
  payment?: OrderPayment | null;
  discount_code?: string | null;
  discount_total?: string;
  notes?: string;
  tracking_number?: string;
  created_at: string;
  updated_at: string;
  status_history: { status: OrderStatus; at: string }[];
  customer?: { id: number; username: string; email: string };
}

export interface EmailLog {
  id: number;
  to: string;
  subject: string;
  kind: string;
  /** `sending` while a worker delivers it; resend is refused then and while `queued`. */
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'logged';
  /** The last delivery error, if any attempt failed. */
  error: string;
  /** Delivery attempts so far (retries and resends included). */
  attempts: number;
  created_at: string;
  sent_at: string | null;
  text?: string;
  html?: string;
}

/** DRF error bodies: `{detail, code}` or `{field: [messages]}`. */
export type ApiErrorBody = { detail?: string; code?: string; [field: string]: unknown };
