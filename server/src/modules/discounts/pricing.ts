import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { carts } from '../../db/schema';
import { fromCents, toCents } from '../../lib/money';
import type { Cart } from '@fabric-tales/contract';
import type { Executor } from '../../db/executor';
import type { ViewedCart } from '../cart/view';
import { shippingFeeCents } from '../orders/checkout';
import { discountCents, discountMessages, whyNotApplicable } from './rules';
import { customerUses, findDiscount, type Discount } from './store';

/** When a code is judged, and the shop's currency its reasons quote amounts in. */
export interface JudgedAt {
  now: Date;
  currency: string;
}

/** The judging moment of a request: the app's clock and configured currency. */
export const judgedNow = (app: FastifyInstance): JudgedAt => ({ now: app.clock.now(), currency: app.config.currency });

export type CodeCheck = { ok: true; discount: Discount; amountCents: number } | { ok: false; reason: string };

/** Whether `code` applies to this customer's subtotal now, and how much it takes off. */
export async function checkCode(
  db: Executor,
  code: string,
  userId: number,
  subtotalCents: number,
  at: JudgedAt,
  lock = false,
): Promise<CodeCheck> {
  const discount = await findDiscount(db, code, lock);
  const uses = discount?.maxUsesPerCustomer == null ? 0 : await customerUses(db, discount.id, userId);
  return judgeCode(discount ?? null, uses, subtotalCents, at);
}

/** The same judgement on a code's row already read (null: no such code) and the customer's uses of it. */
export function judgeCode(discount: Discount | null, uses: number, subtotalCents: number, at: JudgedAt): CodeCheck {
  if (!discount) return { ok: false, reason: discountMessages.unknown };
  const reason = whyNotApplicable(discount, { subtotalCents, ...at, customerUses: uses });
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
export async function priceCart(app: FastifyInstance, cart: ViewedCart): Promise<Cart> {
  const { applied: row, ...lines } = cart;
  const subtotal = toCents(cart.total_amount);
  let discount: Cart['discount'] = null;
  let removed: Cart['discount_removed'];
  if (row) {
    // The view read the code's row and the customer's uses in its one statement: judged here without a query.
    const check = judgeCode(row.discount, row.customerUses, subtotal, judgedNow(app));
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
    ...lines,
    discount,
    ...(removed ? { discount_removed: removed } : {}),
    payable_amount: fromCents(charge.payable),
    shipping_fee: fromCents(charge.shipping),
    order_total: fromCents(charge.total),
  };
}

/** A cart call's answer with its cart priced. */
export async function withPricedCart<T extends { cart: ViewedCart }>(
  app: FastifyInstance,
  result: T,
): Promise<Omit<T, 'cart'> & { cart: Cart }> {
  return { ...result, cart: await priceCart(app, result.cart) };
}
