import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, users } from '../../db/schema';
import { createProduct, createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { REVIEW_LIMITS } from './limits';

describe('§27 verified reviews over HTTP', () => {
  let t: TestApp;
  let admin: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    buyer = await createUser(t, { firstName: 'Ana' });
    await t.db.update(users).set({ lastName: 'kowalska' }).where(eq(users.id, buyer.id));
    stranger = await createUser(t);
  });
  afterAll(() => t.close());

  async function moveTo(orderId: number, ...statuses: string[]) {
    for (const status of statuses) {
      const res = await t.request('PATCH', `/api/admin/orders/${orderId}/`, { token: admin.token, json: { status } });
      expect(res.status, res.text).toBe(200);
    }
  }

  /** An order of `product` by `user`; delivered unless told otherwise. Answers the order line id. */
  async function lineOf(user: TestUser, productId: number, deliver = true) {
    const placed = await placeOrder(t, user, [{ product_id: productId }]);
    expect(placed.status, placed.text).toBe(201);
    if (deliver) await moveTo(placed.body.id, 'confirmed', 'shipped', 'delivered');
    const order = await t.request('GET', `/api/orders/${placed.body.id}/`, { token: user.token });
    return order.body.items[0].id as number;
  }

  const post = (user: TestUser, productId: number, json: Record<string, unknown>) =>
    t.request('POST', `/api/products/${productId}/reviews/`, { token: user.token, json });

  it('§27.1 only a delivered line of my own order of that product, once; another’s line is 404', async () => {
    const product = await createProduct(t);
    const other = await createProduct(t);
    const body = { rating: 5, title: 'Lovely', body: 'Soft and well made.', fit: 'true' };

    expect((await t.request('POST', `/api/products/${product.id}/reviews/`, { json: body })).status).toBe(401);

    const undelivered = await lineOf(buyer, product.id, false);
    const notYet = await post(buyer, product.id, { ...body, order_item_id: undelivered });
    expect(notYet.status).toBe(400);
    expect(notYet.body.order_item_id[0]).toMatch(/delivered/);

    const line = await lineOf(buyer, product.id);
    const wrongProduct = await post(buyer, other.id, { ...body, order_item_id: line });
    expect(wrongProduct.status).toBe(400);
    expect(wrongProduct.body.order_item_id[0]).toMatch(/not this product/);

    expect((await post(stranger, product.id, { ...body, order_item_id: line })).status).toBe(404);
    expect((await post(buyer, product.id, { ...body, order_item_id: 99_999 })).status).toBe(404);

    const bad = await post(buyer, product.id, { order_item_id: line, rating: 6, body: '', fit: 'tight' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['body', 'fit', 'rating']);

    const created = await post(buyer, product.id, { ...body, order_item_id: line });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ status: 'pending', rating: 5, fit: 'true', author: 'Ana K.', verified: true });

    const again = await post(buyer, product.id, { ...body, order_item_id: line });
    expect(again.status).toBe(400);
    expect(again.body.order_item_id[0]).toMatch(/already reviewed/);
    expect(await t.db.select().from(reviews).where(eq(reviews.orderItemId, line))).toHaveLength(1);

    const mine = await t.request('GET', '/api/reviews/', { token: buyer.token });
    expect(mine.body.results.map((r: { id: number }) => r.id)).toEqual([created.body.id]);
    expect((await t.request('GET', '/api/reviews/', { token: stranger.token })).body.count).toBe(0);
  });

  it('§27.2 photos are re-encoded to WebP (metadata dropped), at most 3; a non-image is a 400 naming photos', async () => {
    const product = await createProduct(t);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#6b2d5c' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .toBuffer();
    const form = (line: number, files: Buffer[]) => {
      const f = new FormData();
      f.set('order_item_id', String(line));
      f.set('rating', '4');
      f.set('body', '<script>alert(1)</script> fits well');
      f.set('fit', '');
      for (const file of files) f.append('photos', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'p.png');
      return f;
    };
    const send = (line: number, files: Buffer[]) =>
      t.request('POST', `/api/products/${product.id}/reviews/`, { token: buyer.token, body: form(line, files) });

    const line = await lineOf(buyer, product.id);
    const four = await send(line, [png, png, png, png]);
    expect(four.status).toBe(400);
    expect(four.body.photos).toBeDefined();
    const notImage = await send(line, [Buffer.from('not an image at all')]);
    expect(notImage.status).toBe(400);
    expect(notImage.body.photos[0]).toMatch(/valid image/);

    const created = await send(line, [png, png]);
    expect(created.status, created.text).toBe(201);
    expect(created.body.fit).toBeNull();
    // Text stays text: stored and answered as typed, never turned into markup.
    expect(created.body.body).toBe('<script>alert(1)</script> fits well');
    expect(created.body.photos).toHaveLength(2);
    const served = await fetch(`${t.base}${created.body.photos[0]}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('§27.3 moderation: pending is not public, published is, with the reply; the product shows its rating', async () => {
    const product = await createProduct(t, { name: 'Zephyr Tassel' });
    const detail = async () => (await t.request('GET', `/api/products/${product.id}/`)).body;
    const list = async (q = '') => (await t.request('GET', `/api/products/${product.id}/reviews/${q}`)).body;
    expect((await detail()).rating).toBeNull();

    const low = await post(buyer, product.id, {
      order_item_id: await lineOf(buyer, product.id),
      rating: 2,
      body: 'Runs small.',
      fit: 'small',
    });
    const high = await post(buyer, product.id, {
      order_item_id: await lineOf(buyer, product.id),
      rating: 5,
      body: 'Perfect.',
    });
    expect(low.status).toBe(201);
    expect(high.status).toBe(201);
    expect((await list()).count).toBe(0);

    const moderate = (user: TestUser, id: number, json: Record<string, unknown>) =>
      t.request('PATCH', `/api/admin/reviews/${id}/`, { token: user.token, json });
    expect((await moderate(buyer, low.body.id, { status: 'published' })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/reviews/?status=pending', { token: buyer.token })).status).toBe(403);
    const queue = await t.request('GET', '/api/admin/reviews/?status=pending', { token: admin.token });
    expect(queue.body.results.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([low.body.id, high.body.id]),
    );
    // The console's list shows the product's thumbnail beside its name (§29).
    const queued = queue.body.results.find((r: { id: number }) => r.id === low.body.id);
    expect(queued).toMatchObject({ product_name: 'Zephyr Tassel', product_image: (await detail()).image });
    expect(queued.product_image).toMatch(/^\/media\//);
    expect((await moderate(admin, low.body.id, { status: 'shown' })).body.status[0]).toMatch(/not a valid choice/);
    expect((await moderate(admin, 99_999, { status: 'published' })).status).toBe(404);

    // The product page is cached: publishing expires it (§27.4), so the next read shows the rating at once.
    expect((await detail()).rating).toBeNull();
    const published = await moderate(admin, low.body.id, { status: 'published', reply: 'Thank you! Size up one.' });
    expect(published.status, published.text).toBe(200);
    expect((await detail()).rating).toEqual({ average: 2, count: 1 });
    await moderate(admin, high.body.id, { status: 'published' });
    expect((await detail()).rating).toEqual({ average: 3.5, count: 2 });
    const summaries = (await t.request('GET', '/api/products/?page_size=100')).body.results;
    expect(summaries.find((p: { id: number }) => p.id === product.id).rating).toEqual({ average: 3.5, count: 2 });
    const found = (await t.request('GET', '/api/products/?search=zephyr')).body.results;
    expect(found.find((p: { id: number }) => p.id === product.id).rating).toEqual({ average: 3.5, count: 2 });

    const byRating = await list('?ordering=-rating');
    expect(byRating.results.map((r: { rating: number }) => r.rating)).toEqual([5, 2]);
    expect((await list('?ordering=rating')).results.map((r: { rating: number }) => r.rating)).toEqual([2, 5]);
    expect(byRating.results[1]).toMatchObject({
      author: 'Ana K.',
      verified: true,
      reply: { body: 'Thank you! Size up one.' },
    });
    expect(byRating.results[1]).not.toHaveProperty('status');
    expect((await t.request('GET', `/api/products/${product.id}/reviews/?ordering=best`)).status).toBe(400);

    await moderate(admin, high.body.id, { status: 'rejected' });
    expect((await list()).count).toBe(1);
    expect((await detail()).rating).toEqual({ average: 2, count: 1 });
  });

  it('§27.6 review posts are throttled per account (429 with Retry-After), counted atomically', async () => {
    const limited = await startTestApp({ config: { rateLimit: true } });
    try {
      const user = await createUser(limited);
      const product = await createProduct(limited);
      const post = () =>
        limited.request('POST', `/api/products/${product.id}/reviews/`, {
          token: user.token,
          json: { order_item_id: 1, rating: 5, body: 'x' },
        });
      // Counted even when refused further on (another's or no line: 404).
      expect((await post()).status).toBe(404);
      const results = await Promise.all(Array.from({ length: 11 }, post));
      expect(results.filter((r) => r.status === 404)).toHaveLength(REVIEW_LIMITS.account.max - 1);
      const refused = results.filter((r) => r.status === 429);
      expect(refused).toHaveLength(2);
      expect(refused[0].headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
