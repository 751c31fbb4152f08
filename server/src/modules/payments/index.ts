import type { FastifyInstance } from 'fastify';
import payRoutes from './pay-routes';
import stripeWebhookRoutes from './webhook-routes';

/** Card payments through Stripe Checkout (docs/api.md, Payments): pay, the webhook, the job. */
export default async function paymentsModule(app: FastifyInstance) {
  await app.register(payRoutes);
  await app.register(stripeWebhookRoutes);
}

export { stripePlugin } from './stripe';
export { paymentsPlugin } from './plugin';
export { refundPartOfPayment } from './refunds';
