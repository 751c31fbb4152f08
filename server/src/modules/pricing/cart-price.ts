import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { carts } from '../../db/schema';
import { fromCents, toCents } from '../../lib/money';
import type { Cart, CartLines } from '@fabric-tales/contract';
import { chargeFor } from './charge';
import { judgeCode, judgedNow } from './discount';
import type { Discount } from './discount-codes';

/** A cart's discount code with what re-checking it needs (the code's row, the customer's uses of it). */
export interface AppliedCode {
  code: string;
  /** null: the code no longer exists. */
  discount: Discount | null;
  customerUses: number;
}

/** The cart as the API shows it, before pricing: its lines and its applied code. */
export interface UnpricedCart extends CartLines {
  applied: AppliedCode | null;
}

/**
 * Prices a cart view: the applied code (re-checked now; one that stopped applying is taken off the cart and
 * reported once in `discount_removed`), what is payable, shipping and the total.
 */
export async function priceCart(app: FastifyInstance, cart: UnpricedCart): Promise<Cart> {
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
  const charge = chargeFor(app.config, subtotal, discount ? toCents(discount.amount) : 0);
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
export async function withPricedCart<T extends { cart: UnpricedCart }>(
  app: FastifyInstance,
  result: T,
): Promise<Omit<T, 'cart'> & { cart: Cart }> {
  return { ...result, cart: await priceCart(app, result.cart) };
}
