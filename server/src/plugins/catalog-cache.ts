import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { BoundedCache } from '../lib/bounded-cache';

/**
 * The API's catalog cache: public answers (catalog, shop configuration, content pages) kept ready to send, per
 * instance, and dropped on every instance when the catalog changes. Answers leave through Fastify's normal
 * lifecycle (every hook runs), with a strong ETag and Cache-Control (`replyCached`).
 */
export interface CatalogCache {
  /** The cached answer under `key` (counted as a hit or a miss in the metrics). */
  get(key: string): CachedBody | undefined;
  /** The cached answer, else computes it once however many requests ask (see `BoundedCache.load`). */
  load(key: string, produce: () => Promise<CachedBody>): Promise<CachedBody>;
  /**
   * Drops every entry here and tells every instance. Given the transaction that changes the catalog, the notice
   * leaves when it commits (and not at all if it rolls back), so no instance keeps the old figures past the commit
   * and a crash cannot lose the notice.
   */
  invalidate(tx?: Executor): Promise<void>;
  /**
   * Inside a transaction that changes the catalog: drops this instance's entries now and returns the SQL expression
   * that tells every instance (and, through this one, the storefronts) when the transaction commits. Run it in one
   * of the transaction's statements (`invalidate(tx)` sends it in a statement of its own).
   */
  invalidation(): SQL;
  /**
   * Adds what else must hear of a committed catalog change (the storefronts' cached pages): called on the instance
   * that made the change once its notice arrives, on every instance after a bus outage (changes may have been
   * missed), and at once when the notice could not be published.
   */
  afterChange(listener: () => void): void;
  /** How many answers are held: tests. */
  size(): number;
}

interface CatalogCacheOptions {
  /** Whether a key is a search or a filter (endless in variety) rather than a page: kept in the query cache. */
  isQueryKey?: (key: string) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
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

/** Enough entries for every category, page and product. */
export const CATALOG_CACHE_MAX = 2000;
/**
 * Searches, suggestions and price filters: endless in variety (any words, any price), each rarely asked twice. They
 * are kept apart, in a small cache of their own, so a flood of them evicts only one another, never the pages every
 * shopper asks for. Which keys they are is the catalog's to say (`isQueryKey`, an option of the plugin).
 */
export const QUERY_CACHE_MAX = 200;
/** Bounds how stale another instance's write can leave this one if the bus silently missed it. */
const TTL_MS = 60_000;

/** The bus topic of catalog changes: every instance drops its catalog cache when one arrives. */
export const CATALOG_TOPIC = 'catalog';

/**
 * The app's catalog cache, kept coherent across instances: `invalidate()` clears this instance's entries at once
 * and publishes on the bus, so every other instance clears its own within milliseconds (well under 1 s). A bus
 * outage makes subscribers resynchronise (clear) when it is back; the TTL bounds staleness in between.
 * The instance that made the change (and only it: subscribers clear their local cache) also tells those registered
 * with `afterChange` (the catalog module's storefront revalidation), once the change is committed (when its own
 * notice arrives).
 */
export const catalogCachePlugin = fp(async (app: FastifyInstance, opts: CatalogCacheOptions) => {
  const isQueryKey = opts.isQueryKey ?? (() => false);
  const pages = new BoundedCache<string, CachedBody>({ max: CATALOG_CACHE_MAX, ttlMs: TTL_MS });
  const queries = new BoundedCache<string, CachedBody>({ max: QUERY_CACHE_MAX, ttlMs: TTL_MS });
  const cacheOf = (key: string) => (isQueryKey(key) ? queries : pages);
  const local = {
    clear() {
      pages.clear();
      queries.clear();
    },
  };
  const hits = app.metrics.cacheRequests.labels('catalog', 'hit');
  const misses = app.metrics.cacheRequests.labels('catalog', 'miss');
  const listeners: (() => void)[] = [];
  const changed = () => listeners.forEach((listener) => listener());
  app.bus.subscribe(CATALOG_TOPIC, (_payload, origin) => {
    local.clear();
    // The notice arrives once its transaction has committed: only then may a storefront re-render from the API,
    // or it could cache the old figures again until its safety-net interval. The instance that made the change
    // tells the storefronts; after a bus outage (origin unknown) every instance does, as changes may have been missed.
    if (origin === undefined || origin === app.bus.instanceId) changed();
  });
  const cache: CatalogCache = {
    get(key) {
      const entry = cacheOf(key).get(key);
      (entry ? hits : misses).inc();
      return entry;
    },
    load: (key, produce) => cacheOf(key).load(key, produce),
    size: () => pages.size + queries.size,
    invalidation() {
      // A read between now and the commit may cache the old figures again: the notice reaches this instance's own
      // subscriber too (after the commit), which drops them.
      local.clear();
      return app.bus.notice(CATALOG_TOPIC);
    },
    async invalidate(tx) {
      local.clear();
      if (tx) return app.bus.publish(CATALOG_TOPIC, null, tx);
      try {
        await app.bus.publish(CATALOG_TOPIC);
      } catch (err) {
        app.log.error({ err }, 'catalog change not published; other instances catch up within the cache TTL');
        // The change is committed but no notice will arrive to say so: tell the storefronts now.
        changed();
      }
    },
    afterChange: (listener) => void listeners.push(listener),
  };
  app.decorate('catalogCache', cache);
});

/**
 * What browsers and proxies may do with a public catalog answer: keep it, but ask again on every use (a 304 when
 * nothing changed, for the price of a cache hit here), so no copy outlives an invalidation. A max-age, however
 * short, would let a copy show an old price after the change (docs/adr/0002-catalog-cache.md).
 */
export const CATALOG_CACHE_CONTROL = 'public, no-cache';

/** Sets the entry's ETag and Cache-Control; the payload to send: its bytes, or none for a 304. */
function answer(request: FastifyRequest, reply: FastifyReply, entry: CachedBody): Buffer | undefined {
  reply.header('etag', entry.etag).header('cache-control', CATALOG_CACHE_CONTROL);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    reply.code(304);
    return undefined;
  }
  reply.type('application/json; charset=utf-8');
  return entry.body;
}

/**
 * A public GET's handler body: the answer cached under `key` (computing it once on a miss) with its strong ETag and
 * Cache-Control; a matching If-None-Match gets 304 with no body. It runs as the route's handler, so every hook of
 * the request (global or the route's) runs for it, hit or miss. A hit is sent at once, without a promise.
 */
export function replyCached(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: () => Promise<unknown>,
): Promise<void> | void {
  const hit = app.catalogCache.get(key);
  if (hit) {
    reply.send(answer(request, reply, hit));
    return;
  }
  return replyLoaded(app, request, reply, key, produce);
}

async function replyLoaded(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  produce: () => Promise<unknown>,
): Promise<void> {
  const entry = await app.catalogCache.load(key, async () => toCachedBody(await produce()));
  // Awaiting the reply (a thenable) settles once it is sent, so Fastify does not send it a second time.
  await reply.send(answer(request, reply, entry));
}
