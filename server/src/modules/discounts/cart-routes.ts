import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { applyDiscountBody, cart as cartSchema } from '@fabric-tales/contract';
import { carts } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { responses } from '../../lib/route-schema';
import { toCents } from '../../lib/money';
import { cartView, lockCart } from '../cart/view';
import { discountLimiters } from './limits';
import { checkCode, judgedNow, priceCart, reasonForShopper } from '../pricing';

/** The shopper's side: apply a code to the cart (400 says why it cannot be used) or take it off. */
export default async function cartDiscountRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['cart'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.authenticate);
  const limits = discountLimiters(app);

  app.post(
    '/cart/discount/',
    {
      schema: {
        ...base,
        summary:
          'Apply a discount code to the cart; answers the priced cart, or 400 {"code": [why not]}; throttled per account and client',
        body: applyDiscountBody,
        response: responses({ 200: cartSchema }),
      },
      preHandler: limits,
    },
    async (req) => {
      const userId = req.authUser.id;
      const cart = await app.db.transaction(async (tx) => {
        const { id: cartId } = await lockCart(tx, userId);
        const view = await cartView(tx, cartId);
        const check = await checkCode(tx, req.body.code, userId, toCents(view.total_amount), judgedNow(app));
        if (!check.ok) throw fieldError('code', reasonForShopper(check.reason));
        await tx.update(carts).set({ discountCode: check.discount.code }).where(eq(carts.id, cartId));
        return cartView(tx, cartId);
      });
      return priceCart(app, cart);
    },
  );

  app.delete(
    '/cart/discount/',
    { schema: { ...base, summary: 'Take the discount code off the cart' } },
    async (req) => {
      const userId = req.authUser.id;
      const cart = await app.db.transaction(async (tx) => {
        const { id: cartId } = await lockCart(tx, userId);
        await tx.update(carts).set({ discountCode: null }).where(eq(carts.id, cartId));
        return cartView(tx, cartId);
      });
      return priceCart(app, cart);
    },
  );
}
