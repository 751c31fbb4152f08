import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '../db/client';
import { orderPayments } from '../db/schema';
import { paymentStatuses } from '@fabric-tales/contract';
import { notAuthenticated, permissionDenied } from '../lib/errors';

/** The counters other modules increment; the gauges are read when Prometheus scrapes. */
export interface AppMetrics {
  registry: Registry;
  cacheRequests: Counter<'cache' | 'result'>;
  rateLimitFallbacks: Counter;
  /** Signed Stripe events that paid or cancelled nothing, by reason (payments/anomalies.ts). */
  stripeEventsRejected: Counter<'reason'>;
  /** The request-latency series of one method, route and status (bound once: see below). */
  requestDuration(method: string, route: string, status: number): { observe(seconds: number): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Constant-time comparison of any two header values: their SHA-256 digests always have the same length, whatever
 * the given value holds (comparing the strings' bytes threw on a non-ASCII header of the expected length: a 500).
 */
const digest = (value: string) => createHash('sha256').update(value).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A scraper on this machine talking to the API directly: the connection comes from loopback and no proxy header
 * is present. A proxy on the same machine (nginx) also connects from loopback, whatever the client's address, so
 * a forwarded request never counts, whatever TRUST_PROXY_HOPS says.
 */
function directFromLoopback(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return LOOPBACK.check(peer, isIPv6(peer) ? 'ipv6' : 'ipv4');
}

/**
 * `GET /api/metrics` in Prometheus text format: request latency by route, database pool use, job queue depth and
 * the oldest due job's age, cache hits, rate-limit fallbacks, card payments by status, Redis state, and Node's
 * process metrics (deploy/ holds a dashboard and alert rules on them). With
 * METRICS_TOKEN set it needs `Authorization: Bearer <token>`; without, it answers direct loopback connections only.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { handle?: DbHandle }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'API request latency by route',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  // One bound child per method, route and status: prom-client hashes a label object on every plain observe()
  // (about 2 % of a cached catalog read's CPU in a profile).
  const durationOf = new Map<string, ReturnType<typeof duration.labels>>();
  const metrics: AppMetrics = {
    registry,
    requestDuration(method, route, status) {
      const key = `${method} ${status} ${route}`;
      let child = durationOf.get(key);
      if (!child) durationOf.set(key, (child = duration.labels(method, route, String(status))));
      return child;
    },
    cacheRequests: new Counter({
      name: 'cache_requests_total',
      help: 'In-process cache lookups by result',
      labelNames: ['cache', 'result'],
      registers: [registry],
    }),
    rateLimitFallbacks: new Counter({
      name: 'rate_limit_fallbacks_total',
      help: 'Rate-limit checks counted in this instance because Redis did not answer',
      registers: [registry],
    }),
    stripeEventsRejected: new Counter({
      name: 'stripe_events_rejected_total',
      help: 'Signed Stripe events that changed no order (unknown session, amount or currency mismatch, duplicate)',
      labelNames: ['reason'],
      registers: [registry],
    }),
  };
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this instance by state',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = opts.handle?.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  const queue = async () => app.jobs.stats().catch(() => ({ depth: NaN, failed: NaN, oldestDueSeconds: NaN }));
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Background jobs queued or running (all instances)',
    registers: [registry],
    async collect() {
      const stats = await queue();
      this.set(stats.depth);
    },
  });
  new Gauge({
    name: 'jobs_failed',
    help: 'Background jobs that used up their attempts',
    registers: [registry],
    async collect() {
      this.set((await queue()).failed);
    },
  });
  new Gauge({
    name: 'jobs_oldest_due_seconds',
    help: 'Age of the oldest job waiting to run (0 when none is due)',
    registers: [registry],
    async collect() {
      this.set((await queue()).oldestDueSeconds);
    },
  });
  new Gauge({
    name: 'order_payments',
    help: 'Card payments by status (all instances): their change over time is payments by outcome',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = await app.db
        .select({ status: orderPayments.status, n: sql<number>`count(*)::int` })
        .from(orderPayments)
        .groupBy(orderPayments.status)
        .catch(() => []);
      this.reset();
      for (const status of paymentStatuses) this.set({ status }, counts.find((c) => c.status === status)?.n ?? 0);
    },
  });
  new Gauge({
    name: 'redis_up',
    help: '1 while Redis answers, 0 while rate limits are per instance (absent without REDIS_URL)',
    registers: [registry],
    collect() {
      const status = app.redis?.status();
      if (status) this.set(status === 'ok' ? 1 : 0);
    },
  });
  app.decorate('metrics', metrics);

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requestDuration(request.method, route, reply.statusCode).observe(reply.elapsedTime / 1000);
    done();
  });

  // With METRICS_TOKEN, only its bearer; without, only a direct connection from this machine.
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    const token = app.config.metricsToken;
    if (token && !sameToken(request.headers.authorization ?? '', `Bearer ${token}`)) throw notAuthenticated();
    if (!token && !directFromLoopback(request)) throw permissionDenied();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
