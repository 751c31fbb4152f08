import type { FastifyInstance } from 'fastify';
import alertRoutes from './routes';

/** Back-in-stock requests and their unsubscribe link; the stock hooks are `stockAlertsPlugin` (app-wide). */
export { stockAlertsPlugin } from './stock-events';

export default async function alertsModule(app: FastifyInstance) {
  await app.register(alertRoutes);
}
