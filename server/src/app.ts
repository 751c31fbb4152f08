import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, DbHandle } from './db/client';
import { errorsPlugin } from './plugins/errors';
import { inFlightPlugin } from './plugins/in-flight';
import { drainPlugin } from './plugins/drain';
import { requestLogPlugin } from './plugins/request-log';
import { contractSerializer } from './plugins/response-contract';
import { acceptEmptyJson } from './lib/lenient-json';
import { securityHeadersPlugin } from './plugins/security-headers';
import { authGuardPlugin } from './plugins/auth-guard';
import { secretBoxFor, type SecretBox } from './lib/secret-box';
import { jwtKeysPlugin } from './plugins/jwt-keys';
import { openapiPlugin } from './plugins/openapi';
import { busPlugin } from './plugins/bus';
import { mediaPlugin } from './plugins/media';
import { forwardedWarningPlugin } from './plugins/forwarded-warning';
import { metricsPlugin } from './plugins/metrics';
import { fallbackStore, redisPlugin } from './plugins/redis';
import { jobsPlugin } from './plugins/jobs';
import { outboxPlugin } from './plugins/outbox';
import { catalogCachePlugin } from './plugins/catalog-cache';
import healthRoutes from './modules/health/routes';
import authModule, { authPlatform } from './modules/auth';
import profileModule, { profilePlatform } from './modules/profile';
import catalogModule, { isQueryKey, storefrontRevalidationPlugin } from './modules/catalog';
import cartModule from './modules/cart';
import ordersModule from './modules/orders';
import adminModule, { adminPlatform } from './modules/admin';
import contentModule from './modules/content';
import discountsModule from './modules/discounts';
import shippingModule from './modules/shipping';
import paymentsModule, { paymentsPlugin, stripePlugin } from './modules/payments';
import shopConfigRoutes from './modules/shop-config/routes';
import wishlistModule from './modules/wishlist';
import addressesModule from './modules/addresses';
import searchModule from './modules/search';
import alertsModule, { stockAlertsPlugin } from './modules/alerts';
import returnsModule, { returnsPlatform } from './modules/returns';
import repairsModule from './modules/repairs';
import privacyModule, { privacyPlatform } from './modules/privacy';
import reviewsModule, { reviewsPlatform } from './modules/reviews';
import marketingModule, { marketingPlatform } from './modules/marketing';

export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    clock: Clock;
    /** Seals and opens secrets kept at rest (TOTP secrets, the database's JWT keys): lib/secret-box.ts. */
    secretBox: SecretBox;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  /** The database handle: LISTEN/NOTIFY for the bus and pool figures for metrics (omitted: in-process bus). */
  handle?: DbHandle;
  /** Tests pass a controllable clock; tokens, challenges and resets read time only from here. */
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Hold every response to its contract schema (the API tests do; production sends what it built). */
  checkResponses?: boolean;
  /**
   * false: the job worker only runs when `app.jobs.drain()` is called (tests that inspect queued work); true: it
   * runs whatever the role. Unset: it follows ROLE (a `web` instance runs no jobs).
   */
  jobWorker?: boolean;
}

export async function buildApp({
  config,
  db,
  handle,
  clock,
  logger,
  checkResponses = false,
  jobWorker,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // One line per request: plugins/request-log.ts. (Through Fastify's LogController:
    // the top-level disableRequestLogging option is deprecated and warned about on every start.)
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Malformed URLs are refused before routing; they still get a DRF-style JSON body.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void reply.code(status).send({ detail: error.message, code: error.code });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializer(checkResponses));
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock ?? { now: () => new Date() });
  app.decorate('secretBox', secretBoxFor(config));

  // First, so every request is counted from its first hook (see the onClose hook at the end).
  await app.register(inFlightPlugin);
  await app.register(drainPlugin);
  await app.register(requestLogPlugin);
  await app.register(forwardedWarningPlugin);
  await app.register(errorsPlugin);
  // Like DRF, an empty body sent as application/json (fetch wrappers do so on DELETE) is no body, not a 400.
  acceptEmptyJson(app, undefined);
  // JSON endpoints take JSON (multipart where a route reads files): any other media type is a 415, as in DRF.
  app.removeContentTypeParser('text/plain');
  await app.register(securityHeadersPlugin);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match', 'If-Match'],
    exposedHeaders: ['ETag', 'Retry-After', 'Content-Disposition'],
  });
  await app.register(metricsPlugin, { handle });
  await app.register(redisPlugin);
  const redis = app.redis.client;
  await app.register(rateLimit, {
    global: false,
    ...(redis && { store: fallbackStore(redis, () => app.metrics.rateLimitFallbacks.inc()) }),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      detail: `Request was throttled. Expected available in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 50 } });
  // A worker (ROLE=worker) answers only health and metrics: no pictures, no reference, no API routes below; its
  // jobs still reach the media store.
  const servesApi = config.role !== 'worker';
  await app.register(mediaPlugin, { serve: servesApi });
  if (servesApi) await app.register(openapiPlugin);
  await app.register(busPlugin, { handle });
  await app.register(jwtKeysPlugin);
  await app.register(authGuardPlugin);
  // Every role registers the job kinds (a web instance enqueues them); only `all` and `worker` run them.
  await app.register(jobsPlugin, { autostart: jobWorker ?? config.role !== 'web' });
  await app.register(outboxPlugin);
  await app.register(catalogCachePlugin, { isQueryKey });

  // What modules register into the platform pieces, for every role (a worker's jobs send email, change the
  // catalog, take card payments): then the modules' routes.
  await app.register(storefrontRevalidationPlugin);
  await app.register(stockAlertsPlugin);
  await app.register(stripePlugin);
  await app.register(paymentsPlugin);
  // Their emails' links, jobs and periodic sweeps: a worker that lacked them would leave those jobs queued and fail
  // those emails ("no issuer for … links"), as the cluster test's cart reminder showed.
  for (const platform of [
    authPlatform,
    profilePlatform,
    returnsPlatform,
    privacyPlatform,
    reviewsPlatform,
    marketingPlatform,
    adminPlatform,
  ])
    platform(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      if (!servesApi) return;
      await api.register(authModule);
      await api.register(profileModule);
      await api.register(catalogModule);
      await api.register(cartModule);
      await api.register(ordersModule);
      await api.register(paymentsModule);
      await api.register(discountsModule);
      await api.register(shippingModule);
      await api.register(contentModule);
      await api.register(shopConfigRoutes);
      await api.register(wishlistModule);
      await api.register(addressesModule);
      await api.register(alertsModule);
      await api.register(returnsModule);
      await api.register(repairsModule);
      await api.register(searchModule);
      await api.register(privacyModule);
      await api.register(reviewsModule);
      await api.register(marketingModule);
      await api.register(adminModule, { prefix: '/admin' });
    },
    { prefix: '/api' },
  );
  // Added last, so it runs first of the onClose hooks (Fastify runs them last-added first, right after the listener
  // has closed): a handler whose client went away finishes before the bus, Redis and then the pool close.
  app.addHook('onClose', async () => {
    await app.inFlight.settled(config.shutdownTimeoutMs);
  });
  return app;
}
