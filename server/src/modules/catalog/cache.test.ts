import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema';
import { createProduct, createUser, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import {
  CATALOG_CACHE_CONTROL,
  CATALOG_CACHE_MAX,
  QUERY_CACHE_MAX,
  CATALOG_TOPIC,
  matchesEtag,
  toCachedBody,
} from '../../plugins/catalog-cache';

describe('cached bodies', () => {
  it('pre-serializes JSON with a strong ETag that changes with the content', () => {
    const a = toCachedBody({ price: '24.00' });
    expect(a.body.toString()).toBe('{"price":"24.00"}');
    expect(a.etag).toMatch(/^"[\w-]{27}"$/);
    expect(toCachedBody({ price: '24.00' }).etag).toBe(a.etag);
    expect(toCachedBody({ price: '25.00' }).etag).not.toBe(a.etag);
    expect(matchesEtag(a.etag, a.etag)).toBe(true);
    expect(matchesEtag(`"x", W/${a.etag}`, a.etag)).toBe(true);
    expect(matchesEtag('*', a.etag)).toBe(true);
    expect(matchesEtag('"x"', a.etag)).toBe(false);
    expect(matchesEtag(undefined, a.etag)).toBe(false);
  });
});

/** Every hook a maintainer adds to the app, global or not, also runs for a catalog answer served from the cache. */
describe('the catalog cache inside Fastify', () => {
  let t: TestApp;
  let admin: TestUser;
  const ran: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({
      setup: (app) => {
        // Stand-ins for what a maintainer adds later: request ids, a rate limit or auth check, a header on the way out.
        app.addHook('onRequest', async (request) => void ran.push(`onRequest ${request.url}`));
        app.addHook('preHandler', async (request) => void ran.push(`preHandler ${request.url}`));
        app.addHook('onSend', async (_request, reply, payload) => {
          reply.header('x-added-later', 'yes');
          return payload;
        });
      },
    });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t?.close());

  const hits = async () => {
    const text = (await t.request('GET', '/api/metrics')).text;
    return Number(/^cache_requests_total\{cache="catalog",result="hit"\} (\d+)$/m.exec(text)?.[1] ?? 0);
  };

  /**
   * Invalidates and waits for this instance's own notice: on PostgreSQL it arrives after the commit and clears the
   * cache again, which would turn a test's first hit into a miss. Every test starts from an empty, settled cache.
   */
  const invalidateAndSettle = async () => {
    let arrived = false;
    const unsubscribe = t.app.bus.subscribe(CATALOG_TOPIC, () => {
      arrived = true;
    });
    try {
      await t.app.catalogCache.invalidate();
      await vi.waitFor(() => expect(arrived).toBe(true), { timeout: 3000, interval: 5 });
    } finally {
      unsubscribe();
    }
  };
  beforeEach(invalidateAndSettle);

  it('runs every global hook for an answer served from the cache', async () => {
    const product = await createProduct(t, { price: '20.00' });
    const url = `/api/products/${product.slug}/`;
    expect((await t.request('GET', url)).body.price).toBe('20.00');
    // Changed behind the cache's back: an answer still showing 20.00 comes from the cache.
    await t.db.update(products).set({ price: '21.00' }).where(eq(products.id, product.id));
    const hitsBefore = await hits();
    ran.length = 0;
    for (let i = 0; i < 3; i++) {
      const res = await t.request('GET', url);
      expect(res.body.price).toBe('20.00');
      expect(res.headers.get('x-added-later')).toBe('yes');
    }
    expect((await hits()) - hitsBefore).toBe(3);
    expect(ran.filter((r) => r.endsWith(url))).toEqual(
      Array.from({ length: 3 }, () => [`onRequest ${url}`, `preHandler ${url}`]).flat(),
    );
  });

  it('answers 304 with its ETag and Cache-Control, also from the cache, to a matching If-None-Match', async () => {
    const url = '/api/products/?ordering=price&page_size=2';
    const first = await t.request('GET', url);
    const etag = first.headers.get('etag')!;
    const hitsBefore = await hits();
    const notModified = await t.request('GET', url, { headers: { 'if-none-match': etag } });
    expect((await hits()) - hitsBefore).toBe(1);
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('cache-control')).toBe(CATALOG_CACHE_CONTROL);
    expect(notModified.headers.get('x-added-later')).toBe('yes');
  });

  it('marks public catalog answers cacheable, and no error, signed-in or admin answer', async () => {
    const product = await createProduct(t);
    for (const url of ['/api/products/', `/api/products/${product.slug}/`, '/api/categories/']) {
      for (let i = 0; i < 2; i++) {
        const res = await t.request('GET', url);
        expect([url, res.status, res.headers.get('cache-control')]).toEqual([url, 200, CATALOG_CACHE_CONTROL]);
      }
    }
    const customer = await createUser(t);
    for (const [url, token, status] of [
      ['/api/products/no-such-product/', undefined, 404],
      ['/api/products/?page=0', undefined, 400],
      ['/api/cart/', customer.token, 200],
      ['/api/profile/', customer.token, 200],
      ['/api/admin/products/', admin.token, 200],
      [`/api/admin/products/${product.id}/`, admin.token, 200],
    ] as const) {
      const res = await t.request('GET', url, { token });
      expect([url, res.status]).toEqual([url, status]);
      expect(res.headers.get('cache-control') ?? '', url).not.toMatch(/public/);
    }
  });

  it("shows an admin's change at once, with a new ETag", async () => {
    const product = await createProduct(t, { price: '20.00' });
    const url = `/api/products/${product.slug}/`;
    const before = await t.request('GET', url);
    await t.request('GET', url);
    const res = await t.request('PATCH', `/api/admin/products/${product.id}/`, {
      token: admin.token,
      json: { price: '26.00' },
    });
    expect(res.status).toBe(200);
    const after = await t.request('GET', url, { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.body.price).toBe('26.00');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });

  it('keys the product list by its known query parameters only: made-up ones add no entry and share the real one', async () => {
    const product = await createProduct(t);
    const url = '/api/products/?ordering=price&page_size=1';
    const real = await t.request('GET', url);
    await t.request('GET', `/api/products/${product.slug}/`);
    await t.request('GET', '/api/categories/');
    const entries = t.app.catalogCache.size();
    for (let i = 0; i < 40; i++) {
      const made = [
        `/api/products/?page_size=1&utm_source=${i}&ordering=price`,
        `/api/products/?x${i}=1&ordering=price&page_size=1`,
        `/api/products/${product.slug}/?junk=${i}`,
        `/api/categories/?v=${i}`,
      ];
      for (const u of made) await t.request('GET', u);
      const same = await t.request('GET', made[0]);
      expect(same.text).toBe(real.text); // one entry, the same bytes (page links included)
    }
    expect(t.app.catalogCache.size()).toBe(entries);
  });

  it(`holds at most ${CATALOG_CACHE_MAX} answers, the least recently used dropped first`, async () => {
    const body = toCachedBody({});
    const kept = await t.app.catalogCache.load('kept', async () => body);
    for (let i = 0; i < CATALOG_CACHE_MAX + 50; i++) {
      await t.app.catalogCache.load(`flood:${i}`, async () => body);
      if (i % 100 === 0) expect(t.app.catalogCache.get('kept')).toBe(kept); // in use: never the one dropped
    }
    expect(t.app.catalogCache.size()).toBe(CATALOG_CACHE_MAX);
    expect(t.app.catalogCache.get('flood:0')).toBeUndefined();
  });

  it(`keeps searches and price filters apart: ${CATALOG_CACHE_MAX + 160} distinct ones leave a product page a cache hit`, async () => {
    const product = await createProduct(t);
    const page = `/api/products/${product.slug}/`;
    await t.request('GET', page);
    for (let i = 0; i < (CATALOG_CACHE_MAX + 160) / 2; i++) {
      expect((await t.request('GET', `/api/products/?min_price=${i}.01&max_price=9999`)).status).toBe(200);
      expect((await t.request('GET', `/api/products/?search=w${i.toString(36)}q`)).status).toBe(200);
    }
    const before = await hits();
    expect((await t.request('GET', page)).status).toBe(200);
    expect((await hits()) - before).toBe(1);
    expect(t.app.catalogCache.size()).toBeLessThanOrEqual(1 + QUERY_CACHE_MAX);
  }, 120_000);
});
