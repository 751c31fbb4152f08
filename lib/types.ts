// The storefront's types. The API's shapes are inferred from the contract (@fabric-tales/contract, its zod
// schemas), never restated; what is here is only what the browser itself keeps (spec §3).
import type { Role as ApiRole, CartItem as ServerCartLine, Product } from '@fabric-tales/contract';

export type {
  Cart as ServerCart,
  CartItem as ServerCartItem,
  Category,
  EmailLog,
  Order,
  OrderStatus,
  Page,
  PaymentMethod,
  Product,
  ProductSize,
  ProductSummary,
  ProductRating,
  ProductVariant,
  Profile,
  Review,
  ShippingAddress,
} from '@fabric-tales/contract';

/** A stored role: "admin" is an admin and any other value a shopper (spec §6), so any string is kept. */
export type Role = ApiRole | (string & {});

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

/**
 * A local cart line: the whole product object plus quantity and the chosen size (spec §3). A personalized piece's
 * `personalization` holds the shopper's answers by question id (what the sync sends) instead of the product's
 * questions, and `personalization_lines` the same answers labelled, for the cart to show.
 */
export interface LocalCartItem extends Omit<Partial<Product>, 'personalization'> {
  id: number;
  price?: string;
  quantity?: number;
  product_size_id?: number | null;
  personalization?: Record<string, string> | unknown[];
  personalization_lines?: { label: string; answer: string }[];
}

export type CartItem = ServerCartLine | LocalCartItem;
