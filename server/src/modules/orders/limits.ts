import type { FastifyInstance, FastifyRequest } from 'fastify';
import { counter } from '../../plugins/throttle';

/**
 * Checkouts (POST /api/orders/) per account and per client IP: enough for a shopper's real orders and their
 * retries, too few to keep a small handmade catalog "sold out" with orders never paid (docs/security.md). A refused
 * checkout is a 429 with Retry-After, before the cart is read.
 */
export const CHECKOUT_LIMITS = {
  account: { max: 10, seconds: 15 * 60 },
  ip: { max: 30, seconds: 15 * 60 },
};

/** preHandlers for the checkout route (after `app.authenticate`, so the account is known). */
export function checkoutLimiters(app: FastifyInstance) {
  const perIp = counter(app, 'checkout-ip', CHECKOUT_LIMITS.ip, (req: FastifyRequest) => req.ip);
  const perAccount = counter(app, 'checkout-account', CHECKOUT_LIMITS.account, (req) => String(req.authUser.id));
  return [perIp.hit, perAccount.hit];
}
