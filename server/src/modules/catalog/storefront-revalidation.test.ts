import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { products } from '../../db/schema';
import { createProduct, createUser, placeOrder } from '../../test/fixtures';
import { fakeStorefront, type Received } from '../../test/fake-storefront';
import { startTestApp, type TestApp } from '../../test/test-app';
import { createStorefrontNotifier } from './storefront-revalidation';

const SECRET = 'test-revalidate-secret-0123456789';

/** Resolves once `count` notifications arrived, then waits two windows more so that extra ones would show. */
async function settle(received: Received[], count: number) {
  await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(count), { timeout: 3000, interval: 10 });
  await new Promise((resolve) => setTimeout(resolve, 150));
}

const catalogNotice = { method: 'POST', url: '/api/revalidate', body: { tags: ['catalog'] } };

describe('storefront revalidation (docs/adr/0002-catalog-cache.md: catalog pages from cache)', () => {
  let t: TestApp;
  const servers: Server[] = [];
  afterEach(async () => {
    await t?.close();
    for (const server of servers.splice(0)) server.close();
  });

  async function start(urls: string[], secret = SECRET, revalidateDelayMs = 50) {
    t = await startTestApp({ config: { revalidateSecret: secret, storefrontUrls: urls, revalidateDelayMs } });
  }
  async function storefront(status?: number) {
    const s = await fakeStorefront(status);
    servers.push(s.server);
    return s;
  }

  it("an admin's price change is POSTed to every storefront with the shared secret and the catalog tag", async () => {
    const [one, two] = [await storefront(), await storefront()];
    await start([one.url, two.url]);
    const admin = await createUser(t, { role: 'admin' });
    const product = await createProduct(t, { price: '20.00' });

    const res = await t.request('PATCH', `/api/admin/products/${product.id}/`, {
      token: admin.token,
      json: { price: '25.00' },
    });
    expect(res.status).toBe(200);

    await settle(two.received, 1);
    for (const { received } of [one, two]) {
      expect(received).toMatchObject([catalogNotice]);
      expect(received[0].headers['x-revalidate-secret']).toBe(SECRET);
      expect(received[0].headers['content-type']).toBe('application/json');
    }
  });

  it('stock taken by a checkout and returned by a cancellation each notify the storefront', async () => {
    const shop = await storefront();
    await start([shop.url]);
    const ada = await createUser(t);
    const product = await createProduct(t, { stock: 5 });

    const order = await placeOrder(t, ada, [{ product_id: product.id, quantity: 2 }]);
    expect(order.status).toBe(201);
    await settle(shop.received, 1);
    expect(shop.received).toMatchObject([catalogNotice]);

    expect((await t.request('POST', `/api/orders/${order.body.id}/cancel/`, { token: ada.token })).status).toBe(200);
    await settle(shop.received, 2);
    expect(shop.received).toEqual([expect.objectContaining(catalogNotice), expect.objectContaining(catalogNotice)]);
  });

  it('a storefront hears of a change only once it is committed, and not at all when it rolls back', async () => {
    const shop = await storefront();
    await start([shop.url]);
    const product = await createProduct(t, { price: '20.00' });
    // A change whose transaction stays open for several coalescing windows (50 ms each): a storefront told now
    // would re-render from the old figures and keep them.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const change = t.db.transaction(async (tx) => {
      await tx.update(products).set({ price: '25.00' }).where(eq(products.id, product.id));
      await t.app.catalogCache.invalidate(tx);
      await committed;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const beforeCommit = [...shop.received];
    commit();
    await change;
    expect(beforeCommit).toEqual([]);
    await settle(shop.received, 1);
    expect(shop.received).toEqual([expect.objectContaining(catalogNotice)]);

    await t.db
      .transaction(async (tx) => {
        await t.app.catalogCache.invalidate(tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shop.received).toHaveLength(1);
  });

  it('a burst of changes within the window is one request', async () => {
    const shop = await storefront();
    await start([shop.url], SECRET, 500);
    const admin = await createUser(t, { role: 'admin' });
    const products = [await createProduct(t), await createProduct(t), await createProduct(t)];
    const saves = products.map((p) =>
      t.request('PATCH', `/api/admin/products/${p.id}/`, { token: admin.token, json: { price: '12.00' } }),
    );
    expect((await Promise.all(saves)).map((r) => r.status)).toEqual([200, 200, 200]);
    await settle(shop.received, 1);
    expect(shop.received).toEqual([expect.objectContaining(catalogNotice)]);
  });

  it('reads do not notify, and without a secret nothing is sent', async () => {
    const shop = await storefront();
    await start([shop.url], '');
    const admin = await createUser(t, { role: 'admin' });
    const product = await createProduct(t);
    expect((await t.request('GET', `/api/products/${product.slug}/`)).status).toBe(200);
    const patch = { token: admin.token, json: { price: '30.00' } };
    expect((await t.request('PATCH', `/api/admin/products/${product.id}/`, patch)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(shop.received).toEqual([]);
  });

  it('a storefront that is down or refuses does not fail the change', async () => {
    const refusing = await storefront(401);
    const down = await storefront();
    down.server.close();
    await start([down.url, refusing.url]);
    const admin = await createUser(t, { role: 'admin' });
    const product = await createProduct(t);
    const patch = { token: admin.token, json: { price: '31.00' } };
    expect((await t.request('PATCH', `/api/admin/products/${product.id}/`, patch)).status).toBe(200);
    await settle(refusing.received, 1);
    expect((await t.request('GET', `/api/products/${product.slug}/`)).body.price).toBe('31.00');
  });
});

describe('createStorefrontNotifier', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('coalesces the tags of one window into one request per storefront and logs a failure', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn().mockRejectedValueOnce(new Error('ECONNREFUSED')).mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const log = { error: vi.fn() };
    const notifier = createStorefrontNotifier({
      urls: ['http://a:3000', 'http://b:3000'],
      secret: SECRET,
      delayMs: 100,
      log: log as never,
    });

    notifier.notify(['catalog']);
    vi.advanceTimersByTime(60);
    notifier.notify(['catalog', 'product:x']);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(40);
    await notifier.flush();

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://a:3000/api/revalidate',
      'http://b:3000/api/revalidate',
    ]);
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({ tags: ['catalog', 'product:x'] });
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0][0]).toMatchObject({ url: 'http://a:3000' });

    vi.advanceTimersByTime(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
