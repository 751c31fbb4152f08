import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { carts } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { toCents } from '../../lib/money';
import { cartView, lockCart } from '../cart/view';
import { checkCode, judgedNow, priceCart, reasonForShopper } from '../pricing';

/** Applies a code to the shopper's cart: the priced cart, or 400 {"code": [why not]}. */
export async function applyCode(app: FastifyInstance, userId: number, code: string) {
  const cart = await app.db.transaction(async (tx) => {
    const { id: cartId } = await lockCart(tx, userId);
    const view = await cartView(tx, cartId, app.clock.now());
    const check = await checkCode(tx, code, userId, toCents(view.total_amount), judgedNow(app));
    if (!check.ok) throw fieldError('code', reasonForShopper(check.reason));
    await tx.update(carts).set({ discountCode: check.discount.code }).where(eq(carts.id, cartId));
    return cartView(tx, cartId, app.clock.now());
  });
  return priceCart(app, cart);
}

/** Takes the code off the shopper's cart: the priced cart. */
export async function removeCode(app: FastifyInstance, userId: number) {
  const cart = await app.db.transaction(async (tx) => {
    const { id: cartId } = await lockCart(tx, userId);
    await tx.update(carts).set({ discountCode: null }).where(eq(carts.id, cartId));
    return cartView(tx, cartId, app.clock.now());
  });
  return priceCart(app, cart);
}
