import type { FastifyInstance } from 'fastify';
import dashboardRoutes from './dashboard-routes';
import emailLogRoutes from './email-logs';
import adminOrderRoutes from './orders-routes';
import adminProductRoutes from './products-routes';
import adminFabricRoutes from './fabrics-routes';
import adminCustomerRoutes from './customers/routes';
import adminOrdersExportRoutes from './orders-export/routes';
import paymentAnomalyRoutes from './payment-anomalies';
import adminCategoryRoutes from './categories/routes';
import adminContentRoutes from './content/routes';
import adminProductsCsvRoutes from './products-csv/routes';

// The job a scheduled draft's publishing runs (§29.7): registered for every role, so a worker publishes it.
export { registerPublishJob as adminPlatform } from './product-publish';

/** The admin calls of docs/api.md, under /api/admin: every one needs the admin role. */
export default async function adminModule(app: FastifyInstance) {
  // onRequest: 401/403 come before any validation, so nothing about a route leaks to other callers.
  app.addHook('onRequest', app.requireAdmin);
  await app.register(dashboardRoutes);
  await app.register(adminOrderRoutes);
  await app.register(emailLogRoutes);
  await app.register(adminProductsCsvRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminFabricRoutes);
  await app.register(adminCustomerRoutes);
  await app.register(adminOrdersExportRoutes);
  await app.register(paymentAnomalyRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminContentRoutes);
}
