import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { carts } from '../../db/schema';
import { fromCents, toCents } from '../../lib/money';
import type { CartView, Executor } from '../cart/view';
import { shippingFeeCents } from '../orders/checkout';
import { discountCents, discountMessages, whyNotApplicable } from './rules';
import { customerUses, findDiscount, type Discount } from './store';

/** What a cart response adds so the shopper sees, before paying, exactly what checkout will charge. */
export interface CartPricing {
  discount: { code: string; amount: string } | null;
  /** Set once, in the first response after an applied code stopped applying (and was taken off the cart). */
  discount_removed?: { code: string; reason: string };
  /** total_amount minus the discount, never below 0. */
  payable_amount: string;
  /** The shop's shipping rule applied to payable_amount (nothing to ship costs nothing). */
  shipping_fee: string;
  /** payable_amount plus shipping_fee: the order's total if placed now. */
  order_total: string;
}

export type PricedCart = CartView & CartPricing;

export type CodeCheck = { ok: true; discount: Discount; amountCents: number } | { ok: false; reason: string };

/** Whether `code` applies to this customer's subtotal now, and how much it takes off. */
export async function checkCode(
  db: Executor,
  code: string,
  userId: number,
  subtotalCents: number,
  now: Date,
  lock = false,
): Promise<CodeCheck> {
  const discount = await findDiscount(db, code, lock);
  if (!discount) return { ok: false, reason: discountMessages.unknown };
  const reason = whyNotApplicable(discount, {
    subtotalCents,
    now,
    customerUses: discount.maxUsesPerCustomer === null ? 0 : await customerUses(db, discount.id, userId),
  });
  if (reason) return { ok: false, reason };
  return { ok: true, discount, amountCents: discountCents(discount, subtotalCents) };
}

/** The totals of a cart with this discount (in cents), by the same rule checkout charges. */
export function chargeFor(app: FastifyInstance, subtotalCents: number, discountCentsOff: number) {
  const payable = Math.max(0, subtotalCents - discountCentsOff);
  const shipping = subtotalCents === 0 ? 0 : shippingFeeCents(payable, app.config);
  return { payable, shipping, total: payable + shipping };
}

/**
 * Prices a cart view: the applied code (re-checked now; one that stopped applying is taken off the cart and
 * reported once in `discount_removed`), what is payable, shipping and the total.
 */
export async function priceCart(app: FastifyInstance, userId: number, cart: CartView): Promise<PricedCart> {
  const [row] = await app.db.select({ code: carts.discountCode }).from(carts).where(eq(carts.id, cart.id));
  const subtotal = toCents(cart.total_amount);
  let discount: CartPricing['discount'] = null;
  let removed: CartPricing['discount_removed'];
  if (row?.code) {
    const check = await checkCode(app.db, row.code, userId, subtotal, app.clock.now());
    if (check.ok) {
      discount = { code: check.discount.code, amount: fromCents(check.amountCents) };
    } else {
      // Only the request that takes the code off reports it, so the note shows once.
      const taken = await app.db
        .update(carts)
        .set({ discountCode: null })
        .where(and(eq(carts.id, cart.id), eq(carts.discountCode, row.code)))
        .returning({ id: carts.id });
      if (taken.length) removed = { code: row.code, reason: check.reason };
    }
  }
  const charge = chargeFor(app, subtotal, discount ? toCents(discount.amount) : 0);
  return {
    ...cart,
    discount,
    ...(removed ? { discount_removed: removed } : {}),
    payable_amount: fromCents(charge.payable),
    shipping_fee: fromCents(charge.shipping),
    order_total: fromCents(charge.total),
  };
}

const isCartView = (v: unknown): v is CartView =>
  typeof v === 'object' && v !== null && Array.isArray((v as CartView).items) && 'total_amount' in v;

/**
 * A preSerialization hook for the cart routes: every cart a response carries (the cart itself, or its `cart`
 * field) goes out priced, so no cart call can show a total that checkout would not charge.
 */
export function cartPricingHook(app: FastifyInstance) {
  return async (req: { authUser?: { id: number } }, _reply: unknown, payload: unknown) => {
    const userId = req.authUser?.id;
    if (userId === undefined || typeof payload !== 'object' || payload === null) return payload;
    if (isCartView(payload)) return priceCart(app, userId, payload);
    const wrapped = payload as { cart?: unknown };
    if (isCartView(wrapped.cart)) return { ...wrapped, cart: await priceCart(app, userId, wrapped.cart) };
    return payload;
  };
}
