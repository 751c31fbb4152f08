import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SQL } from 'drizzle-orm';
import { productQuery } from '@fabric-tales/contract';
import type { RecordedReply, ReplayServer } from '../../plugins/replay';
import { infoEnabled, logRequest } from '../../plugins/request-log';
import type { Executor } from '../../db/executor';
import { CATALOG_TAG, createStorefrontNotifier } from './storefront-revalidation';

/** In-process cache for public catalog reads; any write that changes the catalog or stock invalidates it. */
export interface CatalogCache {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T): void;
  /** Drops every entry (the plugin's version also tells the other instances). */
  invalidate(): void | Promise<void>;
  /**
   * The cached value, else computes it once however many requests ask at the same time, and stores it unless an
   * invalidation happened meanwhile (the value may predate the write).
   */
  load<T>(key: string, produce: () => Promise<T>): Promise<T>;
  /** How many entries are held (replayable replies included): tests. */
  size(): number;
}

/** The app's catalog cache, kept coherent across instances (`catalogCachePlugin`). */
export interface SharedCatalogCache extends CatalogCache {
  /**
   * Given the transaction that changes the catalog, the notice leaves when it commits (and not at all if it rolls
   * back), so no instance keeps the old figures past the commit and a crash cannot lose the notice.
   */
  invalidate(tx?: Executor): Promise<void>;
  /**
   * Inside a transaction that changes the catalog: drops this instance's entries now and returns the SQL expression
   * that tells every instance (and, through this one, the storefronts) when the transaction commits. Run it in one
   * of the transaction's statements (`invalidate(tx)` sends it in a statement of its own).
   */
  invalidation(): SQL;
  /**
   * Keeps the reply to a cache hit (of `entry`, cached under `key`), as Fastify sent it, for the replay server to
   * send again to the same URL and Origin (plugins/replay.ts). It is replayed only while `key` still holds `entry`:
   * an invalidation, the TTL, eviction or a reload end it with the entry it was made from.
   */
  recordHit(request: FastifyRequest, reply: FastifyReply, key: string, entry: CachedBody): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: SharedCatalogCache;
  }
}

/** A response kept ready to send: the JSON bytes and their strong ETag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

export function toCachedBody(value: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** True when an If-None-Match header names this ETag (or `*`); weak validators compare by their opaque tag. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** Enough entries for every category, page and product; a flood of distinct search strings evicts the oldest. */
const MAX_ENTRIES = 2000;
/** Bounds how stale another instance's write can leave this one; writes here invalidate at once. */
const TTL_MS = 60_000;

export function createCatalogCache(): CatalogCache {
  const entries = new Map<string, { value: unknown; expires: number }>();
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;
  const cache: CatalogCache = {
    get: <T>(key: string) => {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires < Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    set: (key, value) => {
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: Date.now() + TTL_MS });
    },
    size: () => entries.size,
    invalidate: () => {
      generation++;
      entries.clear();
      loading.clear();
    },
    load: <T>(key: string, produce: () => Promise<T>): Promise<T> => {
      const hit = cache.get<T>(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const inFlight = loading.get(key) as Promise<T> | undefined;
      if (inFlight) return inFlight;
      const started = generation;
      const promise = produce()
        .then((value) => {
          if (generation === started) cache.set(key, value);
          return value;
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key);
        });
      loading.set(key, promise);
      return promise;
    },
  };
  return cache;
}

/** The bus topic of catalog changes: every instance drops its catalog cache when one arrives. */
export const CATALOG_TOPIC = 'catalog';

/**
 * The app's catalog cache, kept coherent across instances: `invalidate()` clears this instance's entries at once
 * and publishes on the bus, so every other instance clears its own within milliseconds (well under 1 s). A bus
 * outage makes subscribers resynchronise (clear) when it is back; the TTL bounds staleness in between.
 * The instance that made the change (and only it: subscribers clear their local cache) also tells the
 * storefronts, whose cached pages show the catalog, once the change is committed (when its own notice arrives).
 */
export const catalogCachePlugin = fp(async (app: FastifyInstance, opts: { replay: ReplayServer }) => {
  const local = createCatalogCache();
  const storefronts = createStorefrontNotifier({
    urls: app.config.storefrontUrls,
    secret: app.config.revalidateSecret,
    delayMs: app.config.revalidateDelayMs,
    log: app.log,
  });
  app.addHook('onClose', () => storefronts.flush());
  app.bus.subscribe(CATALOG_TOPIC, (_payload, origin) => {
    local.invalidate();
    // The notice arrives once its transaction has committed: only then may a storefront re-render from the API,
    // or it could cache the old figures again until its safety-net interval. The instance that made the change
    // tells the storefronts; after a bus outage (origin unknown) every instance does, as changes may have been missed.
    if (origin === undefined || origin === app.bus.instanceId) storefronts.notify([CATALOG_TAG]);
  });
  const invalidation = () => {
    // A read between now and the commit may cache the old figures again: the notice reaches this instance's own
    // subscriber too (after the commit), which drops them.
    local.invalidate();
    return app.bus.notice(CATALOG_TOPIC);
  };
  const shared: SharedCatalogCache = {
    ...local,
    invalidation,
    recordHit: replayHits(app, local, opts.replay),
    async invalidate(tx) {
      local.invalidate();
      if (tx) return app.bus.publish(CATALOG_TOPIC, null, tx);
      try {
        await app.bus.publish(CATALOG_TOPIC);
      } catch (err) {
        app.log.error({ err }, 'catalog change not published; other instances catch up within the cache TTL');
        // The change is committed but no notice will arrive to say so: tell the storefronts now.
        storefronts.notify([CATALOG_TAG]);
      }
    },
  };
  app.decorate('catalogCache', shared);
});

/** The product list's query parameters (`productQuery`); every other cached catalog read takes none. */
const PRODUCT_LIST = '/api/products/';
const PRODUCT_LIST_PARAMS: ReadonlySet<string> = new Set(Object.keys(productQuery.shape));
const NO_PARAMS: ReadonlySet<string> = new Set();
const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A cached catalog URL reduced to what can change its reply: the path and the query parameters its route
 * knows, sorted by name (a repeated one keeps its order). Made-up parameters and their order would otherwise
 * each make a cache entry of their own, and a flood of them would evict the real ones (issue 22); URLs that
 * differ only in them share one entry, in the cache and in the replay server alike.
 */
export function catalogCacheUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const path = url.slice(0, q);
  const known = path === PRODUCT_LIST ? PRODUCT_LIST_PARAMS : NO_PARAMS;
  const kept = [...new URLSearchParams(url.slice(q + 1))].filter(([name]) => known.has(name)).sort(byName);
  return kept.length ? `${path}?${new URLSearchParams(kept).toString()}` : path;
}

/** A recorded reply and the cache entry it was made from. */
interface KeptReply extends RecordedReply {
  key: string;
  entry: CachedBody;
}

/**
 * Where a replayable reply is kept: its request's URL (its known parameters) and Origin are all that can change
 * it (see recordHit).
 */
const replayKey = (url: string, origin: string | undefined) => `reply ${origin ?? ''} ${catalogCacheUrl(url)}`;

/**
 * Cache hits replayed by the HTTP server (plugins/replay.ts) once Fastify has answered one for the same URL and
 * Origin: what Fastify's hooks do for each hit (the hit counter, the request's latency, its log line) is done by the
 * replay. A closing server stops them, to answer its 503s.
 */
function replayHits(app: FastifyInstance, local: CatalogCache, replay: ReplayServer) {
  replay.replayFrom((request) => {
    const kept = local.get<KeptReply>(replayKey(request.url!, request.headers.origin));
    return kept && local.get(kept.key) === kept.entry ? kept : undefined;
  });
  app.addHook('preClose', (done) => {
    replay.stop();
    done();
  });
  const hits = app.metrics.cacheRequests.labels('catalog', 'hit');
  // Request lines are written at info and below (the level is fixed for the process's life).
  const logged = infoEnabled(app.log);
  let replays = 0;
  return (request: FastifyRequest, reply: FastifyReply, key: string, entry: CachedBody) => {
    if (request.method !== 'GET') return;
    const duration = app.metrics.requestDuration('GET', request.routeOptions.url ?? 'unmatched', 200);
    local.set<KeptReply>(replayKey(request.url, request.headers.origin), {
      key,
      entry,
      headers: { ...(reply.getHeaders() as OutgoingHttpHeaders), 'content-length': entry.body.length },
      body: entry.body,
      replayed: (raw, seconds) => {
        hits.inc();
        duration.observe(seconds);
        if (logged) logRequest(app.log, raw, 200, seconds * 1000, `replay-${(replays++).toString(36)}`);
      },
    });
  };
}

/**
 * Browsers and proxies revalidate on every use (a 304 when nothing changed), so they add no staleness on top
 * of the instances' own caches.
 */
const CACHE_CONTROL = 'public, no-cache';

function send(request: FastifyRequest, reply: FastifyReply, entry: CachedBody): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}

/**
 * An onRequest hook answering a cache hit at once, before validation and the handler run: the entry was made
 * by a request with the same key, so it was valid then. A miss continues to the handler and `replyCached`.
 */
export function serveCacheHit(app: FastifyInstance, keyOf: (request: FastifyRequest) => string) {
  const hits = app.metrics?.cacheRequests.labels('catalog', 'hit');
  const misses = app.metrics?.cacheRequests.labels('catalog', 'miss');
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const key = keyOf(request);
    const entry = app.catalogCache.get<CachedBody>(key);
    (entry ? hits : misses)?.inc();
    if (!entry) return done();
    if (send(request, reply, entry).statusCode === 200) app.catalogCache.recordHit(request, reply, key, entry);
  };
}

/**
 * Answers a public GET from the cache (computing it once on a miss) with a strong ETag and
 * Cache-Control; a matching If-None-Match gets 304 with no body.
 */
export async function replyCached(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: () => Promise<unknown>,
): Promise<void> {
  const entry = await app.catalogCache.load(key, async () => toCachedBody(await produce()));
  send(request, reply, entry);
}
