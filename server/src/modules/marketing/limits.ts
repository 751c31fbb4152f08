import type { FastifyInstance, FastifyRequest } from 'fastify';
import { counter } from '../../plugins/throttle';

/**
 * Newsletter sign-ups (§28.6) per client IP: a visitor signs up once or twice, a script trying addresses or
 * mail-bombing a stranger is stopped; the counter's increment is atomic (plugins/throttle.ts). Each address is
 * also sent its confirmation at most once an hour (consent.ts), whoever asks.
 */
export const NEWSLETTER_LIMIT = { max: 10, seconds: 60 * 60 };

export const newsletterLimiter = (app: FastifyInstance) =>
  counter(app, 'newsletter-ip', NEWSLETTER_LIMIT, (req: FastifyRequest) => req.ip).hit;
