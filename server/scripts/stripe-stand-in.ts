// A local stand-in for Stripe's API and Checkout page, for Playwright and for trying card payments without
// Stripe: point the API at it with STRIPE_API_URL=http://127.0.0.1:<port>. Its "Pay" button sends the signed
// checkout.session.completed webhook to STRIPE_WEBHOOK_URL with STRIPE_WEBHOOK_SECRET.
import { startStripeStandIn } from '../src/test/stripe-stand-in';

const port = Number(process.env.STRIPE_STAND_IN_PORT ?? 18180);
const url = process.env.STRIPE_WEBHOOK_URL ?? 'http://127.0.0.1:8000/api/payments/stripe/webhook/';
const secret = process.env.STRIPE_WEBHOOK_SECRET ?? '';
if (!secret) throw new Error('Set STRIPE_WEBHOOK_SECRET (the same value the API has).');

const standIn = await startStripeStandIn({ port, webhook: { url, secret } });
console.log(`Stripe stand-in on ${standIn.url}; webhooks go to ${url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void standIn.close().then(() => process.exit(0)));
