import type { FastifyInstance } from 'fastify';
import cartRoutes from './routes';

/** The cart calls of ../shared/design/API.md (paths fixed by the spec §7); every call needs a signed-in user. */
export default async function cartModule(app: FastifyInstance) {
  await app.register(cartRoutes);
}
