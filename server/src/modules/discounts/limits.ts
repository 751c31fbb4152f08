import type { FastifyInstance, FastifyRequest } from 'fastify';
import { counter } from '../../plugins/throttle';

/**
 * Applying a discount code, per account and per client address. A shopper types a code or two; a guesser
 * needs thousands. Every attempt counts (a success too), so the limits cannot be reset by applying a known code.
 */
export const DISCOUNT_LIMITS = {
  account: { max: 10, seconds: 15 * 60 },
  ip: { max: 30, seconds: 15 * 60 },
};

/** The preHandlers of `POST /api/cart/discount/` (after sign-in): 429 with Retry-After once a limit is used up. */
export function discountLimiters(app: FastifyInstance) {
  const perAccount = counter(app, 'discount-account', DISCOUNT_LIMITS.account, (req: FastifyRequest) =>
    String(req.authUser.id),
  );
  const perIp = counter(app, 'discount-ip', DISCOUNT_LIMITS.ip, (req: FastifyRequest) => req.ip);
  return [perIp.hit, perAccount.hit];
}
