import type { FastifyInstance } from 'fastify';
import wishlistRoutes from './routes';

/** The wishlist calls of the API contract: signed-in shoppers save pieces to come back to. */
export default async function wishlistModule(app: FastifyInstance) {
  await app.register(wishlistRoutes);
}
