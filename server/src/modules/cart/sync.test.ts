import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('POST /api/cart/sync/', () => {
  let t: TestApp;
  let user: TestUser;
  let hoops: Awaited<ReturnType<typeof createProduct>>;
  let bangle: Awaited<ReturnType<typeof createProduct>>;
  let soldOut: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    t = await startTestApp();
    user = await createUser(t);
    hoops = await createProduct(t, { price: '12.50', stock: 3 });
    bangle = await createProduct(t, {
      price: '20.00',
      sizes: [
        { label: 'S', stock: 2 },
        { label: 'M', stock: 5 },
      ],
    });
    soldOut = await createProduct(t, { stock: 0 });
  });
  afterAll(() => t.close());

  const sync = (json: unknown, u = user) => t.request('POST', '/api/cart/sync/', { token: u.token, json });
  /** A local cart entry: the whole product object plus quantity and size, as the storefront stores it. */
  const local = (p: { id: number; name: string; price: string }, extra: Record<string, unknown> = {}) => ({
    id: p.id,
    name: p.name,
    price: p.price,
    image: null,
    in_stock: true,
    quantity: 1,
    ...extra,
  });

  it('merges local items (duplicates add up), caps at stock and reports what it skipped', async () => {
    const res = await sync({
      sync_id: 'first',
      items: [
        local(hoops),
        local(hoops, { quantity: 5 }),
        local(bangle, { product_size_id: bangle.sizes[1].id }),
        local(bangle),
        local(soldOut),
        { id: 999999, quantity: 1 },
        local(bangle, { product_size_id: 999999 }),
        { name: 'no id' },
        'junk',
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.detail).toEqual(expect.any(String));
    expect(
      res.body.cart.items.map((i: { product: { id: number }; quantity: number }) => [i.product.id, i.quantity]),
    ).toEqual([
      [hoops.id, 3],
      [bangle.id, 1],
    ]);
    expect(res.body.cart).toMatchObject({ total_items: 4, total_amount: '57.50' });
    expect(res.body.skipped).toEqual([
      { product_id: bangle.id, reason: 'size_required' },
      { product_id: soldOut.id, reason: 'out_of_stock' },
      { product_id: 999999, reason: 'not_found' },
      { product_id: bangle.id, reason: 'invalid_size' },
      { product_id: null, reason: 'invalid' },
      { product_id: null, reason: 'invalid' },
    ]);
  });

  it('the same sync_id again changes nothing, also when the copies arrive at once', async () => {
    await t.request('DELETE', '/api/cart/', { token: user.token });
    const body = { sync_id: 'twice', items: [local(bangle, { product_size_id: bangle.sizes[1].id, quantity: 2 })] };
    const first = await sync(body);
    expect(first.body.cart.total_items).toBe(2);
    const again = await sync(body);
    expect(again.status).toBe(200);
    expect(again.body.cart.total_items).toBe(2);
    expect(again.body.skipped).toEqual([]);

    const racer = await createUser(t);
    const copies = await Promise.all(Array.from({ length: 5 }, () => sync({ ...body, sync_id: 'race' }, racer)));
    expect(copies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const final = await t.request('GET', '/api/cart/', { token: racer.token });
    expect(final.body.items).toEqual([expect.objectContaining({ quantity: 2, product_size_id: bangle.sizes[1].id })]);
  });

  it('without a sync_id every call merges; server-shaped items (product.id, product_id) sync too', async () => {
    const u = await createUser(t);
    await sync({ items: [{ id: 555, product: { id: hoops.id }, quantity: 1 }] }, u);
    const res = await sync({ items: [{ product_id: hoops.id, quantity: 1 }] }, u);
    expect(res.body.cart.items).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ id: hoops.id }), quantity: 2 }),
    ]);
  });

  it('malformed bodies are a 400 naming the field', async () => {
    for (const [json, field] of [
      [{}, 'items'],
      [{ items: 'x' }, 'items'],
      [{ items: [], sync_id: 5 }, 'sync_id'],
      [{ items: [], sync_id: 'x'.repeat(101) }, 'sync_id'],
    ] as const) {
      const res = await sync(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(res.body)).toEqual([field]);
    }
  });
});
