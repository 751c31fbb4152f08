import type { FastifyInstance } from 'fastify';
import adminAnnouncementRoutes from './admin-routes';
import { sendAnnouncementBatch } from './announcements';
import { cartReminderSweep } from './cart-reminders';
import { consentLinkIssuers } from './links';
import { marketingRoutes } from './routes';

/**
 * The consent and unsubscribe links, the announcement job and the cart reminder sweep, on every instance: a worker
 * (ROLE=worker) serves no routes but runs these jobs and delivers these links.
 */
export function marketingPlatform(app: FastifyInstance) {
  for (const [name, issuer] of consentLinkIssuers()) app.outbox.registerLinkIssuer(name, issuer);
  app.jobs.register('marketing.announce', (job) => sendAnnouncementBatch(app, job));
  cartReminderSweep(app);
}

/**
 * "Email people asked for" of docs/api.md (docs/product-rules.md §28): consent as a record with double opt-in, the
 * newsletter sign-up, one-click unsubscribe and the owner's announcements.
 */
export default async function marketingModule(app: FastifyInstance) {
  marketingRoutes(app);
  await app.register(adminAnnouncementRoutes, { prefix: '/admin' });
}
