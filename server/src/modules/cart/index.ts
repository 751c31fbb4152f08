import type { FastifyInstance } from 'fastify';
import cartRoutes from './routes';

/** The cart calls of docs/api.md (paths fixed by docs/product-rules.md §7); every call needs a signed-in user. */
export default async function cartModule(app: FastifyInstance) {
  await app.register(cartRoutes);
}
