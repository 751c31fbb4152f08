import type { FastifyInstance } from 'fastify';
import adminRepairRoutes from './admin-routes';
import repairRoutes from './routes';

/**
 * Repairs (docs/api.md, "Repairs"; §31): the shopper's requests with their photos and the admin's steps, each
 * emailing the shopper. Depends on orders (their lines, delivery and emails); privacy reads a shopper's repairs
 * for the data export (`repairsOf`).
 */
export default async function repairsModule(app: FastifyInstance) {
  await app.register(repairRoutes);
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', admin.requireAdmin);
      await admin.register(adminRepairRoutes);
    },
    { prefix: '/admin' },
  );
}
