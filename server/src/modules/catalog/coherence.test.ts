import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

/** Two instances on one database: a write on one reaches the other's catalog cache within a second. */
describe('catalog cache coherence across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ sameDatabaseAs: a });
    admin = await createUser(a, { role: 'admin' });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** Polls instance `t` until `check` holds; answers the milliseconds it took. */
  async function staleness(
    t: TestApp,
    url: string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a response body, checked field by field
    check: (body: Record<string, any>, status: number) => boolean,
  ) {
    const started = Date.now();
    while (Date.now() - started < 5_000) {
      const res = await t.request('GET', url);
      if (check(res.body, res.status)) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Infinity;
  }

  it('an admin price change on A is served by B within 1 s', async () => {
    const product = await createProduct(a, { price: '20.00', stock: 5 });
    const url = `/api/products/${product.slug}/`;
    expect((await b.request('GET', url)).body.price).toBe('20.00');
    expect((await b.request('GET', url)).body.price).toBe('20.00'); // cached on B now
    const res = await a.request('PATCH', `/api/admin/products/${product.id}/`, {
      token: admin.token,
      json: { price: '26.00' },
    });
    expect(res.status).toBe(200);
    expect(await staleness(b, url, (p) => p.price === '26.00')).toBeLessThan(1_000);
  });

  it('stock taken by a checkout on A shows on B within 1 s', async () => {
    const product = await createProduct(a, { stock: 1 });
    const url = `/api/products/${product.slug}/`;
    expect((await b.request('GET', url)).body.in_stock).toBe(true);
    const buyer = await createUser(a);
    expect((await placeOrder(a, buyer, [{ product_id: product.id }])).status).toBe(201);
    expect(await staleness(b, url, (p) => p.in_stock === false)).toBeLessThan(1_000);
  });

  it('stock given back by a cancellation on A shows on B within 1 s', async () => {
    const product = await createProduct(a, { stock: 1 });
    const url = `/api/products/${product.slug}/`;
    const buyer = await createUser(a);
    const order = await placeOrder(a, buyer, [{ product_id: product.id }]);
    expect(order.status).toBe(201);
    expect(await staleness(b, url, (p) => p.in_stock === false)).toBeLessThan(1_000);
    const cancelled = await a.request('POST', `/api/orders/${order.body.id}/cancel/`, { token: buyer.token });
    expect(cancelled.status).toBe(200);
    expect(await staleness(b, url, (p) => p.in_stock === true)).toBeLessThan(1_000);
  });

  // Admin product writes send the notice inside their transaction (products-service.ts, product-images.ts): the
  // tests below see B's cached answers change only through it (the cache lifetime is 60 s).
  const asAdmin = (method: string, url: string, json?: unknown) =>
    a.request(method, `/api/admin/products/${url}`, { token: admin.token, json });

  it("an admin's size stock change on A is served by B within 1 s", async () => {
    const product = await createProduct(a, { stock: 0, sizes: [{ label: 'S', stock: 0 }] });
    const url = `/api/products/${product.slug}/`;
    expect((await b.request('GET', url)).body.in_stock).toBe(false); // cached on B now
    const [size] = product.sizes;
    const res = await asAdmin('PATCH', `${product.id}/`, { sizes: [{ id: size.id, label: 'S', stock: 3 }] });
    expect(res.status).toBe(200);
    expect(await staleness(b, url, (p) => p.in_stock === true && p.sizes[0].stock === 3)).toBeLessThan(1_000);
  });

  it('a product an admin creates on A is listed by B within 1 s, and gone from B within 1 s of its removal', async () => {
    const name = `Coherent Brooch ${Date.now()}`;
    const listing = `/api/products/?search=${encodeURIComponent(name)}`;
    expect((await b.request('GET', listing)).body.count).toBe(0); // cached on B now
    const created = await asAdmin('POST', '', { name, price: '15.00', stock: 2 });
    expect(created.status).toBe(201);
    expect(await staleness(b, listing, (page) => page.count === 1)).toBeLessThan(1_000);

    const url = `/api/products/${created.body.slug}/`;
    expect((await b.request('GET', url)).status).toBe(200); // cached on B now
    expect((await asAdmin('DELETE', `${created.body.id}/`)).status).toBe(204);
    expect(await staleness(b, url, (_body, status) => status === 404)).toBeLessThan(1_000);
  });

  it('a picture an admin adds or removes on A is served by B within 1 s', async () => {
    const product = await createProduct(a);
    const url = `/api/products/${product.slug}/`;
    expect((await b.request('GET', url)).body.images).toHaveLength(1); // cached on B now
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#7a3b69' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
    const added = await a.request('POST', `/api/admin/products/${product.id}/images/`, {
      token: admin.token,
      body: form,
    });
    expect(added.status).toBe(201);
    expect(await staleness(b, url, (p) => p.images.length === 2)).toBeLessThan(1_000);

    const image = added.body.images[1];
    expect((await asAdmin('DELETE', `${product.id}/images/${image.id}/`)).status).toBe(204);
    expect(await staleness(b, url, (p) => p.images.length === 1)).toBeLessThan(1_000);
  });
});
