import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, payAnswer } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { orderView, ownOrderId } from '../orders/view';
import { checkoutSessionUrl } from './sessions';

/** POST /api/orders/{id}/pay/: the Stripe Checkout URL for my unpaid card order (another's order is a 404). */
export default async function payRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/orders/:id/pay/',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearerAuth: [] }],
        summary: 'Pay my unpaid card order: answers {checkout_url, order}; 409 when it is not awaiting payment',
        params: idParams,
        response: responses({ 200: payAnswer }),
      },
    },
    async (req) => {
      const orderId = await ownOrderId(app.db, req.params.id, req.authUser.id);
      const checkoutUrl = await checkoutSessionUrl(app, orderId);
      return { checkout_url: checkoutUrl, order: await orderView(app.db, orderId) };
    },
  );
}
