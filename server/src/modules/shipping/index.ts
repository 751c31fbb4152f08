import type { FastifyInstance } from 'fastify';
import adminShippingRoutes from './admin-routes';
import shippingRoutes from './routes';

/**
 * Shipping methods and tax rates (docs/product-rules.md §21): the shopper's list of methods for a country and the
 * admin's methods and rate table. What they cost is pricing's (server/src/modules/pricing/).
 */
export default async function shippingModule(app: FastifyInstance) {
  await app.register(shippingRoutes);
  await app.register(adminShippingRoutes, { prefix: '/admin' });
}
