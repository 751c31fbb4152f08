import type { FastifyInstance } from 'fastify';
import adminReturnRoutes from './admin-routes';
import returnRoutes from './routes';

/** The refund job, on every instance (a worker serves no routes but runs it). */
export { registerReturnJobs as returnsPlatform } from './refund';

/**
 * Returns and refunds (docs/api.md, "Returns and refunds"): the shopper's requests, the admin's steps and the
 * refunds (the job that pays card refunds through Stripe is `returnsPlatform`). Depends on orders, payments and pricing; none of
 * them depends on it (the order view reads the returns tables).
 */
export default async function returnsModule(app: FastifyInstance) {
  await app.register(returnRoutes);
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', admin.requireAdmin);
      await admin.register(adminReturnRoutes);
    },
    { prefix: '/admin' },
  );
}
