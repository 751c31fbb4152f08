import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/errors';

/** At most `max` in `seconds`. */
export interface Window {
  max: number;
  seconds: number;
}

/** The 429 of every throttle, SimpleJWT-style, with Retry-After. */
export function throttled(reply: FastifyReply, ttlSeconds: number) {
  const wait = Math.max(1, ttlSeconds);
  reply.header('Retry-After', String(wait));
  return new ApiError(429, { detail: `Request was throttled. Expected available in ${wait} seconds.` });
}

/**
 * A named counter on @fastify/rate-limit's store (memory, or Redis with REDIS_URL): the one throttle every module
 * uses (sign-in, checkout, discount codes…). `hit` counts a request and refuses it once over the limit; `guard`
 * only refuses while the limit is used up (telling `onRefused` first); `count` adds one (a failure) without
 * refusing. All do nothing when the app runs with rate limits off.
 */
export function counter(
  app: FastifyInstance,
  name: string,
  window: Window,
  key: (req: FastifyRequest) => string,
  onRefused?: (req: FastifyRequest) => void,
) {
  const limiter = app.createRateLimit({
    max: window.max,
    timeWindow: window.seconds * 1000,
    keyGenerator: (req) => `${name}:${key(req)}`,
  });
  const off = () => app.config.rateLimit === false;
  return {
    async hit(req: FastifyRequest, reply: FastifyReply) {
      if (off()) return;
      const state = await limiter(req);
      if (!state.isAllowed && state.isExceeded) throw throttled(reply, state.ttlInSeconds);
    },
    async guard(req: FastifyRequest, reply: FastifyReply) {
      if (off()) return;
      const state = await limiter(req, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        onRefused?.(req);
        throw throttled(reply, state.ttlInSeconds);
      }
    },
    async count(req: FastifyRequest) {
      if (off()) return;
      await limiter(req);
    },
    /** How many were counted in the current window, without counting this one. */
    async current(req: FastifyRequest): Promise<number> {
      if (off()) return 0;
      const state = await limiter(req, { increment: false });
      return state.isAllowed ? 0 : window.max - state.remaining;
    },
  };
}
