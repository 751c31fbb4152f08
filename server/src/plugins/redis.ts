import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Redis as an accelerator: shared rate-limit counters when it answers, never a reason for a request to fail. */
export interface RedisState {
  client?: Redis;
  /** Health's view: absent without REDIS_URL, `ok` while connected, `degraded` while counters are local. */
  status(): 'ok' | 'degraded' | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: RedisState;
  }
}

/**
 * Short timeouts and no offline queue: a command to an unreachable Redis fails within ~300 ms instead of
 * waiting, so the caller falls back at once. ioredis keeps reconnecting in the background by itself.
 */
export const REDIS_OPTIONS = {
  connectTimeout: 1_000,
  commandTimeout: 300,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: (attempt: number) => Math.min(2_000, 100 * attempt),
} as const;

export const redisPlugin = fp(async (app: FastifyInstance) => {
  const { redisUrl } = app.config;
  if (!redisUrl) {
    app.decorate('redis', { status: () => undefined });
    return;
  }
  const client = new Redis(redisUrl, REDIS_OPTIONS);
  let down = false;
  // One line when Redis goes away and one when it is back, not one per failed command.
  const markDown = (reason: string) => {
    if (down) return;
    down = true;
    app.log.warn({ event: 'redis.down', reason }, 'Redis unavailable: rate limits use per-instance counters');
  };
  client.on('error', (err: Error) => markDown(err.message));
  client.on('close', () => markDown('connection closed'));
  client.on('ready', () => {
    if (down) app.log.info({ event: 'redis.up' }, 'Redis is back: rate limits are shared again');
    down = false;
  });
  app.decorate('redis', { client, status: () => (client.status === 'ready' ? 'ok' : 'degraded') });
  app.addHook('onClose', async () => {
    client.disconnect();
  });
});

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;
interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: object): Store;
}
interface StoreCtor {
  new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]): Store;
}
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;

/**
 * A @fastify/rate-limit store that counts in Redis while it answers and in this instance's memory when it does
 * not (each fallback counted through `onFallback`), so a Redis outage loosens limits a little but fails nothing.
 */
export function fallbackStore(client: Redis, onFallback: (reason: string) => void): FastifyRateLimitStoreCtor {
  return class FallbackStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;
    constructor(
      params: { continueExceeding?: boolean; exponentialBackoff?: boolean },
      pair?: { shared: Store; local: Store },
    ) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      this.shared = pair?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, client, 'ft-rl-');
      this.local = pair?.local ?? new LocalStore(continueExceeding, exponentialBackoff);
    }
    private route(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
      if (client.status !== 'ready') {
        onFallback(client.status);
        this.local[method](key, cb, timeWindow, max);
        return;
      }
      this.shared[method](
        key,
        (err, result) => {
          if (!err) return cb(null, result);
          onFallback(err.message);
          this.local[method](key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.route('incr', key, cb, timeWindow, max);
    }
    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.route('read', key, cb, timeWindow, max);
    }
    child(routeOptions: object): Store {
      return new FallbackStore(routeOptions as { continueExceeding?: boolean }, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
