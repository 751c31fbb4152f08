import type { FastifyInstance } from 'fastify';
import orderRoutes from './routes';

/** The orders calls of docs/api.md: checkout, my orders, cancelling a pending order. */
export default async function ordersModule(app: FastifyInstance) {
  await app.register(orderRoutes);
}
