import type { FastifyInstance } from 'fastify';
import adminDiscountRoutes from './admin-routes';
import cartDiscountRoutes from './cart-routes';

/** Discount codes (docs/api.md, Discount codes): the admin's codes and the shopper's cart code. */
export default async function discountsModule(app: FastifyInstance) {
  await app.register(cartDiscountRoutes);
  await app.register(adminDiscountRoutes, { prefix: '/admin' });
}
