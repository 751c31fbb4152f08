import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { applyDiscountBody, cart as cartSchema } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { applyCode, removeCode } from './cart-service';
import { discountLimiters } from './limits';

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
    async (req) => applyCode(app, req.authUser.id, req.body.code),
  );

  app.delete('/cart/discount/', { schema: { ...base, summary: 'Take the discount code off the cart' } }, async (req) =>
    removeCode(app, req.authUser.id),
  );
}
