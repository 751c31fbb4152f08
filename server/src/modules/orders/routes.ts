import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldError } from '../../lib/errors';
import { checkoutBody, idempotencyHeaders, idParams, order, orderPage, pageQuery } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { placeOrder } from './checkout';
import { checkoutLimiters } from './limits';
import { changeOrder } from './status';
import { myOrderPage } from './order-page';
import { orderView, ownOrderId } from './view';

const cardUnavailable = () =>
  fieldError('payment_method', 'Card payments are not available in this shop; choose "cod" (pay on delivery).');

export default async function orderRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['orders'], security: [{ bearerAuth: [] }] };
  // onRequest, not preHandler: an anonymous caller gets the 401 before any body validation.
  app.addHook('onRequest', app.authenticate);
  const checkoutThrottle = checkoutLimiters(app);

  app.post(
    '/orders/',
    {
      preHandler: checkoutThrottle,
      schema: {
        ...base,
        summary:
          'Place an order from the cart (pay on delivery, or card through Stripe Checkout); a repeated Idempotency-Key answers the same order',
        headers: idempotencyHeaders,
        body: checkoutBody,
        response: responses({ 201: order }),
      },
    },
    async (req, reply) => {
      if (req.body.payment_method === 'card' && !app.stripe) throw cardUnavailable();
      const { order, created } = await placeOrder(app, req.authUser.id, req.body, req.headers['idempotency-key']);
      // A replay answers exactly like the first call, flagged the way Stripe does.
      if (!created) reply.header('Idempotent-Replayed', 'true');
      return reply.code(201).send(order);
    },
  );

  app.get(
    '/orders/',
    {
      schema: {
        ...base,
        summary: 'My orders, newest first',
        querystring: pageQuery,
        response: responses({ 200: orderPage }),
      },
    },
    async (req) => myOrderPage(app.db, req.authUser.id, req.query, req.url),
  );

  app.get(
    '/orders/:id/',
    {
      schema: { ...base, summary: 'One of my orders', params: idParams, response: responses({ 200: order }) },
    },
    async (req) => orderView(app.db, await ownOrderId(app.db, req.params.id, req.authUser.id)),
  );

  app.post(
    '/orders/:id/cancel/',
    {
      schema: {
        ...base,
        summary: 'Cancel my order while it is pending; the stock returns',
        params: idParams,
        response: responses({ 200: order }),
      },
    },
    async (req) => changeOrder(app, req.params.id, { status: 'cancelled' }, req.authUser.id),
  );
}
