import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The storefront's cache tag for everything the public catalog shows (pages, listings, categories). */
export const CATALOG_TAG = 'catalog';

/** The header carrying the shared secret; the storefront compares it in constant time. */
const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';

/** A storefront that does not answer within this is logged and left to its time-based revalidation. */
const REQUEST_TIMEOUT_MS = 5_000;

export interface StorefrontNotifierOptions {
  /** Each storefront instance's origin; POST {origin}/api/revalidate. */
  urls: string[];
  /** Empty: notifications are off (a storefront without the secret renders fresh pages on its own). */
  secret: string;
  /** Tags asked for within this window go out together in one request per storefront. */
  delayMs: number;
  log: FastifyBaseLogger;
}

export interface StorefrontNotifier {
  /** Queues tags for the next notification; never throws and never waits for the storefront. */
  notify(tags: string[]): void;
  /** Sends what is queued now and resolves when every storefront has answered or failed (shutdown, tests). */
  flush(): Promise<void>;
}

/**
 * Tells the storefronts which cached pages a catalog change made stale, so they revalidate those tags at once
 * instead of waiting for their safety-net interval. Bursts (a checkout touching several products, an admin saving
 * a product and its pictures) are coalesced into one request; the window also lets the other API instances drop
 * their in-process catalog caches (bus, milliseconds) before the storefront reads the catalog again.
 */
export function createStorefrontNotifier({
  urls,
  secret,
  delayMs,
  log,
}: StorefrontNotifierOptions): StorefrontNotifier {
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<void>>();

  const post = async (url: string, tags: string[]) => {
    try {
      const res = await fetch(`${url}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: secret },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!res.ok) log.error({ url, status: res.status, tags }, 'storefront refused the catalog revalidation');
    } catch (err) {
      log.error({ err, url, tags }, 'storefront not told of a catalog change; its pages refresh on their own timer');
    }
  };

  const send = () => {
    timer = undefined;
    const tags = [...pending];
    pending.clear();
    if (tags.length === 0) return Promise.resolve();
    const sent = Promise.all(urls.map((url) => post(url, tags))).then(() => undefined);
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
    return sent;
  };

  return {
    notify(tags) {
      if (!secret || urls.length === 0) return;
      for (const tag of tags) pending.add(tag);
      timer ??= setTimeout(send, delayMs);
    },
    async flush() {
      if (timer) clearTimeout(timer);
      void send();
      await Promise.all([...inFlight]);
    },
  };
}

/**
 * Registers the storefronts' revalidation with the platform's catalog cache: a committed catalog change tells them
 * to revalidate the `catalog` tag. Every role registers it (a worker's jobs change the catalog too).
 */
export const storefrontRevalidationPlugin = fp(async (app: FastifyInstance) => {
  const storefronts = createStorefrontNotifier({
    urls: app.config.storefrontUrls,
    secret: app.config.revalidateSecret,
    delayMs: app.config.revalidateDelayMs,
    log: app.log,
  });
  app.addHook('onClose', () => storefronts.flush());
  app.catalogCache.afterChange(() => storefronts.notify([CATALOG_TAG]));
});
