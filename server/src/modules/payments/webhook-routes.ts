import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { webhookReceived } from '@fabric-tales/contract';
import { ApiError, notFound } from '../../lib/errors';
import { responses } from '../../lib/route-schema';
import { applyStripeEvent, settleOutcome } from './events';

const badSignature = (reason: string) =>
  new ApiError(400, { detail: `Webhook signature verification failed: ${reason}`, code: 'invalid_signature' });

/**
 * POST /api/payments/stripe/webhook/: Stripe's events, verified on the raw body (so this plugin keeps JSON
 * bodies as bytes), applied once each. 404 while card payments are off.
 */
export default async function stripeWebhookRoutes(app: FastifyInstance) {
  // Encapsulated: only this plugin's routes see JSON as raw bytes.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/payments/stripe/webhook/',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook: checkout.session.completed / expired, signed (Stripe-Signature), applied once',
        response: responses({ 200: webhookReceived }),
      },
    },
    async (req) => {
      const stripe = app.stripe;
      if (!stripe) throw notFound();
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) throw badSignature('no Stripe-Signature header.');
      if (!Buffer.isBuffer(req.body)) throw badSignature('no body.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(req.body, signature, app.config.stripeWebhookSecret);
      } catch (err) {
        throw badSignature(err instanceof Error ? err.message : 'invalid signature.');
      }
      const outcome = await applyStripeEvent(app, event);
      await settleOutcome(app, outcome);
      return { received: true as const, duplicate: Boolean(outcome.duplicate) };
    },
  );
}
