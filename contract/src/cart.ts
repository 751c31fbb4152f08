import { z } from 'zod';
import { idField, intField, money } from './numbers';
import { text } from './strings';
import { personalizationAnswer, personalizationAnswersInput } from './handmade';

export const MAX_LINE_QUANTITY = 10_000;
const quantity = intField(1, MAX_LINE_QUANTITY);
const sizeId = idField().nullable().optional();

export const addToCartBody = z.object({
  product_id: idField(),
  quantity: quantity.default(1),
  product_size_id: sizeId,
  /** Answers to the product's questions by question id (§30.1); other answers make another line. */
  personalization: personalizationAnswersInput.optional(),
});
export type AddToCartBody = z.input<typeof addToCartBody>;
export type AddToCart = z.output<typeof addToCartBody>;
export const updateCartItemBody = z.object({ quantity, product_size_id: sizeId });
export type UpdateCartItemBody = z.input<typeof updateCartItemBody>;
export type UpdateCartItem = z.output<typeof updateCartItemBody>;

/**
 * A local cart item: the whole product object (`id` is the product id) plus quantity and product_size_id.
 * `product_id` or a nested `product.id` win over `id` when present, so server-shaped items sync too.
 * Each item is checked on its own by the server: a bad one is reported in `skipped`, not fatal.
 */
export const localCartItem = z.object({
  id: idField().optional(),
  product_id: idField().optional(),
  product: z.object({ id: idField() }).optional(),
  quantity: quantity.optional(),
  product_size_id: sizeId,
  /**
   * The line's answers by question id, as POST /api/cart/ takes them (§30.1). A local item is the whole product
   * (spec §3), whose `personalization` is its list of questions: a list is no answers.
   */
  personalization: z.preprocess((v) => (Array.isArray(v) ? undefined : v), personalizationAnswersInput.optional()),
});
export const cartSyncBody = z.object({
  items: z.array(z.unknown()).max(500),
  sync_id: text({ max: 100, min: 1, trim: false }).optional(),
});
export type CartSyncBody = z.input<typeof cartSyncBody>;

export const cartItem = z
  .object({
    id: z.number().int(),
    quantity: z.number().int(),
    product: z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      price: money,
      image: z.string().nullable(),
      /** A one of a kind piece (§30.2): the line holds at most 1. Only when true, as in lists; absent from older backends. */
      one_of_a_kind: z.boolean().optional(),
    }),
    product_size_id: z.number().int().nullable(),
    size: z.object({ id: z.number().int(), label: z.string() }).nullable(),
    line_total: money,
    /**
     * A line that would be made to order if ordered today: the day it would ship by (YYYY-MM-DD, docs/product-rules.md
     * §26.5). Absent otherwise, and from backends that know only sizes.
     */
    ships_by: z.string().optional(),
    /** The shopper's answers to the product's questions (§30.1); absent without any, and from older backends. */
    personalization: z.array(personalizationAnswer).optional(),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItem>;

/** A cart's lines and their sum, before the server prices it (discount, shipping). */
export const cartLines = z.object({
  id: z.number().int(),
  items: z.array(cartItem),
  total_items: z.number().int(),
  total_amount: money.describe('The sum of the lines'),
});
export type CartLines = z.infer<typeof cartLines>;

export const cart = cartLines
  .extend({
    // What the server adds so the shopper sees, before paying, exactly what checkout will charge:
    discount: z.object({ code: z.string(), amount: money }).nullable(),
    discount_removed: z
      .object({ code: z.string(), reason: z.string() })
      .optional()
      .describe('Once, in the first response after the applied code stopped applying and was taken off'),
    payable_amount: money.describe('total_amount minus the discount, never below 0'),
    shipping_fee: money.describe("The shop's shipping rule applied to payable_amount"),
    order_total: money.describe('payable_amount plus shipping_fee: what an order placed now would charge'),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cart>;

export const cartChanged = z.object({ detail: z.string(), cart });
export type CartChanged = z.infer<typeof cartChanged>;
export const cartItemAdded = cartChanged.extend({ item: cartItem });
export type CartItemAdded = z.infer<typeof cartItemAdded>;

export const syncSkipped = z.object({
  product_id: z.number().int().nullable(),
  reason: z.string().describe('invalid, not_found, size_required, out_of_stock, personalization, …'),
});
export const cartSynced = cartChanged.extend({ skipped: z.array(syncSkipped) });
export type CartSynced = z.infer<typeof cartSynced>;
