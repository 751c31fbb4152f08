import { z } from 'zod';
import { productSize, productSummary } from './catalog';
import { idField, timestamp } from './numbers';
import { emailAddress, text } from './strings';

// Wishlist and back-in-stock alerts (API.md "Wishlist and back-in-stock alerts").

export const wishlistAdd = z.object({ product_id: idField() });
export type WishlistAdd = z.input<typeof wishlistAdd>;
export const wishlistParams = z.object({ product_id: idField() });

/** A saved piece; `sizes` (a field this API adds) shows stock per size and lets the wishlist move one to the cart. */
export const wishlistEntry = z
  .object({ product: productSummary, sizes: z.array(productSize), added_at: timestamp })
  .meta({ id: 'WishlistEntry' });
export type WishlistEntry = z.infer<typeof wishlistEntry>;
export const wishlist = z.array(wishlistEntry);

/** "Email me when it's back": the email may be left out (or empty) when signed in. */
export const notifyRequest = z.object({
  product_size_id: idField(),
  email: z.union([z.literal(''), emailAddress()]).optional(),
});
export type NotifyRequest = z.input<typeof notifyRequest>;
export const notifyAnswer = z.object({
  detail: z.string(),
  product_size_id: z.number().int(),
  email: z.string(),
  /**
   * `pending_confirmation`: the address was not the signed-in account's, so a confirmation link went to it and
   * nothing more is sent until it is followed. Optional: older backends leave it out (every alert active).
   */
  status: z.enum(['active', 'pending_confirmation']).optional(),
});
export type NotifyAnswer = z.infer<typeof notifyAnswer>;

export const unsubscribeParams = z.object({ token: text({ min: 1, max: 500 }) });
export const unsubscribeAnswer = z.object({ detail: z.string() });
