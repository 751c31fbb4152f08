import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Stripe from 'stripe';
import type { PaymentMethod } from '@fabric-tales/contract';
import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Stripe client when card payments are configured (secret key and webhook secret), else null. */
    stripe: Stripe | null;
  }
}

/** STRIPE_API_URL as the SDK's host/port/protocol options (a test points it at a local stand-in). */
export function stripeHostOptions(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

export const cardPaymentsEnabled = (config: Config) => Boolean(config.stripeSecretKey && config.stripeWebhookSecret);

export function createStripe(config: Config): Stripe | null {
  if (!cardPaymentsEnabled(config)) return null;
  return new Stripe(config.stripeSecretKey, {
    ...stripeHostOptions(config.stripeApiUrl),
    // Our own retries (the pay call, the refund sweep) carry the same idempotency keys; the SDK's add little.
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'fabric-tales' },
  });
}

/** The payment methods the storefront may offer: pay on delivery always, card when Stripe is configured. */
export const offeredPaymentMethods = (config: Config): PaymentMethod[] =>
  cardPaymentsEnabled(config) ? ['cod', 'card'] : ['cod'];

export const stripePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('stripe', createStripe(app.config));
});
