import type { FastifyInstance, FastifyRequest } from 'fastify';
import { counter } from '../../plugins/throttle';

/**
 * Reviews posted (§27.6) per account and per client IP: a shopper reviews what a few orders held, not hundreds a
 * day; the counters' increments are atomic (plugins/throttle.ts), so parallel posts cannot all pass.
 */
export const REVIEW_LIMITS = {
  account: { max: 10, seconds: 60 * 60 },
  ip: { max: 30, seconds: 60 * 60 },
};

/** preHandlers of `POST /api/products/{id}/reviews/` (after `app.authenticate`, so the account is known). */
export function reviewLimiters(app: FastifyInstance) {
  const perIp = counter(app, 'review-ip', REVIEW_LIMITS.ip, (req: FastifyRequest) => req.ip);
  const perAccount = counter(app, 'review-account', REVIEW_LIMITS.account, (req) => String(req.authUser.id));
  return [perIp.hit, perAccount.hit];
}
