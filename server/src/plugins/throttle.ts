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
 * uses (sign-in, checkout, discount codes…). `hit` counts a request and refuses it once over the limit: the
 * store's increment is atomic and its result decides, so parallel requests cannot all pass a check made before
 * any of them is counted. `count` adds one without refusing; `current` reads without counting. A `subject` (an
 * account, a target address) replaces the request's own key when the thing counted is not in the request line.
 * All do nothing when the app runs with rate limits off.
 */
export function counter(
  app: FastifyInstance,
  name: string,
  window: Window,
  key: (req: FastifyRequest) => string,
  onRefused?: (req: FastifyRequest) => void,
) {
  const subjects = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: window.max,
    timeWindow: window.seconds * 1000,
    keyGenerator: (req) => `${name}:${subjects.get(req) ?? key(req)}`,
  });
  const off = () => app.config.rateLimit === false;
  const keyed = (req: FastifyRequest, subject?: string) => {
    if (subject !== undefined) subjects.set(req, subject);
    else subjects.delete(req);
    return req;
  };
  async function take(req: FastifyRequest, reply: FastifyReply, subject?: string) {
    if (off()) return;
    const state = await limiter(keyed(req, subject));
    if (!state.isAllowed && state.isExceeded) {
      onRefused?.(req);
      throw throttled(reply, state.ttlInSeconds);
    }
  }
  return {
    /** A preHandler (two arguments: Fastify reads a third as a callback). */
    hit: (req: FastifyRequest, reply: FastifyReply) => take(req, reply),
    hitFor: (subject: string, req: FastifyRequest, reply: FastifyReply) => take(req, reply, subject),
    async count(req: FastifyRequest) {
      if (off()) return;
      await limiter(keyed(req));
    },
    /** How many were counted in the current window, without counting this one. */
    async current(req: FastifyRequest): Promise<number> {
      if (off()) return 0;
      const state = await limiter(keyed(req), { increment: false });
      return state.isAllowed ? 0 : window.max - state.remaining;
    },
  };
}

const perApp = new WeakMap<object, Map<string, unknown>>();

/**
 * One set of counters per app, whichever plugin context asks (each memory counter is per createRateLimit call,
 * so counters shared by several routes must be made once): keyed by the app's config, which every context shares.
 */
export function oncePerApp<T>(app: FastifyInstance, name: string, make: () => T): T {
  let made = perApp.get(app.config);
  if (!made) perApp.set(app.config, (made = new Map()));
  if (!made.has(name)) made.set(name, make());
  return made.get(name) as T;
}
