import type { FastifyInstance } from 'fastify';
import addressRoutes from './routes';

/** The address book: a signed-in shopper's saved delivery addresses, one of them the default. */
export default async function addressesModule(app: FastifyInstance) {
  await app.register(addressRoutes);
}

export { addressForOrder } from './service';
