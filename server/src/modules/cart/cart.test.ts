import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('cart API', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let plain: Awaited<ReturnType<typeof createProduct>>;
  let sized: Awaited<ReturnType<typeof createProduct>>;
  let other: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    t = await startTestApp();
    [alice, bob] = [await createUser(t), await createUser(t)];
    plain = await createProduct(t, { name: 'Linen Hoops', price: '12.50', stock: 3 });
    sized = await createProduct(t, {
      name: 'Braided Bangle',
      price: '20.00',
      stock: 0,
      sizes: [
        { label: 'S', stock: 2 },
        { label: 'M', stock: 5 },
      ],
    });
    other = await createProduct(t, { name: 'Velvet Scrunchie', price: '6.00', stock: 4 });
  });
  afterAll(() => t.close());

  const cart = (u: TestUser) => t.request('GET', '/api/cart/', { token: u.token });
  const add = (u: TestUser, json: unknown) => t.request('POST', '/api/cart/', { token: u.token, json });

  it('refuses anonymous callers on every cart call', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart/'],
      ['POST', '/api/cart/'],
      ['DELETE', '/api/cart/'],
      ['PATCH', '/api/cart/items/1/'],
      ['DELETE', '/api/cart/items/1/'],
      ['POST', '/api/cart/sync/'],
    ]) {
      const res = await t.request(method, url, { json: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.code).toBe('not_authenticated');
    }
  });

  it('GET creates an empty cart on first use', async () => {
    const res = await cart(alice);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      items: [],
      total_items: 0,
      total_amount: '0.00',
      discount: null,
      payable_amount: '0.00',
      shipping_fee: '0.00',
      order_total: '0.00',
    });
  });

  it('POST adds an item (quantity 1 by default) and the same product and size adds to its line', async () => {
    const first = await add(alice, { product_id: plain.id });
    expect(first.status).toBe(201);
    expect(first.body.detail).toEqual(expect.any(String));
    expect(first.body.item).toEqual({
      id: expect.any(Number),
      quantity: 1,
      product: {
        id: plain.id,
        name: 'Linen Hoops',
        slug: plain.slug,
        price: '12.50',
        image: `/media/products/${plain.id}.webp`,
      },
      product_size_id: null,
      size: null,
      line_total: '12.50',
    });
    const again = await add(alice, { product_id: plain.id, quantity: 2, product_size_id: null });
    expect(again.status).toBe(201);
    expect(again.body.item).toMatchObject({ id: first.body.item.id, quantity: 3, line_total: '37.50' });
    const res = await cart(alice);
    expect(res.body.items).toHaveLength(1);
    expect(res.body).toMatchObject({ total_items: 3, total_amount: '37.50' });
  });

  it('never goes past the stock', async () => {
    const res = await add(alice, { product_id: plain.id, quantity: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ quantity: ['Only 3 left in stock.'] });
    const res2 = await add(bob, { product_id: sized.id, product_size_id: sized.sizes[0].id, quantity: 3 });
    expect(res2.body).toEqual({ quantity: ['Only 2 left in stock.'] });
  });

  it('a product with sizes needs one of its own sizes; each size is its own line', async () => {
    expect((await add(bob, { product_id: sized.id })).body).toEqual({
      product_size_id: ['Choose a size for this product.'],
    });
    const foreign = await add(bob, { product_id: sized.id, product_size_id: 999999 });
    expect(foreign.status).toBe(400);
    expect(foreign.body.product_size_id).toHaveLength(1);
    const s = await add(bob, { product_id: sized.id, product_size_id: sized.sizes[0].id });
    expect(s.body.item).toMatchObject({
      product_size_id: sized.sizes[0].id,
      size: { id: sized.sizes[0].id, label: 'S' },
    });
    const m = await add(bob, { product_id: sized.id, product_size_id: sized.sizes[1].id });
    expect(m.body.item.id).not.toBe(s.body.item.id);
    expect((await cart(bob)).body).toMatchObject({ total_items: 2, total_amount: '40.00' });
  });

  it('an unknown product is a 400 naming product_id; malformed bodies name each field', async () => {
    const unknown = await add(bob, { product_id: 424242 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ product_id: ['Invalid pk "424242" - object does not exist.'] });
    const cases: [unknown, string[]][] = [
      [{}, ['product_id']],
      [{ product_id: 'abc' }, ['product_id']],
      [{ product_id: plain.id, quantity: 0 }, ['quantity']],
      [{ product_id: plain.id, quantity: -4 }, ['quantity']],
      [{ product_id: plain.id, quantity: 1e12 }, ['quantity']],
      [{ product_id: 99999999999, quantity: 1.5 }, ['product_id', 'quantity']],
      [{ product_id: plain.id, product_size_id: 'M' }, ['product_size_id']],
    ];
    for (const [json, fields] of cases) {
      const res = await add(bob, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(fields);
    }
    const bad = await t.request('POST', '/api/cart/', {
      token: bob.token,
      body: '{"product_id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
  });

  it('PATCH sets the quantity by item id or by product id and answers the cart', async () => {
    const line = (await cart(alice)).body.items[0];
    const byItem = await t.request('PATCH', `/api/cart/items/${line.id}/`, {
      token: alice.token,
      json: { quantity: 2, product_size_id: null },
    });
    expect(byItem.status).toBe(200);
    expect(byItem.body).toMatchObject({ detail: expect.any(String), cart: { total_items: 2, total_amount: '25.00' } });
    const byProduct = await t.request('PATCH', `/api/cart/items/${plain.id}/`, {
      token: alice.token,
      json: { quantity: 1 },
    });
    expect(byProduct.body.cart.items[0]).toMatchObject({ id: line.id, quantity: 1 });
  });

  it('PATCH refuses a quantity below 1 or above the stock and can move a line to another size', async () => {
    const line = (await cart(alice)).body.items[0];
    for (const quantity of [0, -1, 'x', null]) {
      const res = await t.request('PATCH', `/api/cart/items/${line.id}/`, { token: alice.token, json: { quantity } });
      expect(res.status).toBe(400);
      expect(res.body.quantity).toHaveLength(1);
    }
    const over = await t.request('PATCH', `/api/cart/items/${line.id}/`, { token: alice.token, json: { quantity: 4 } });
    expect(over.body).toEqual({ quantity: ['Only 3 left in stock.'] });
    const small = (await cart(bob)).body.items.find((i: { size: { label: string } }) => i.size.label === 'S');
    const moved = await t.request('PATCH', `/api/cart/items/${small.id}/`, {
      token: bob.token,
      json: { quantity: 4, product_size_id: sized.sizes[1].id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.cart.items).toEqual([
      expect.objectContaining({ id: small.id, quantity: 4, size: { id: sized.sizes[1].id, label: 'M' } }),
    ]);
  });

  it('an item that is not in the caller’s cart, someone else’s or none at all, is the same 404', async () => {
    const before = (await cart(alice)).body;
    const bobsItem = (await cart(bob)).body.items[0];
    for (const id of [777777, bobsItem.id]) {
      const patch = await t.request('PATCH', `/api/cart/items/${id}/`, { token: alice.token, json: { quantity: 1 } });
      expect(patch.status, `PATCH ${id}`).toBe(404);
      expect(patch.body).toEqual({ detail: 'Not found.' });
      const del = await t.request('DELETE', `/api/cart/items/${id}/`, { token: alice.token });
      expect(del.status, `DELETE ${id}`).toBe(404);
      expect(del.body).toEqual({ detail: 'Not found.' });
    }
    expect((await cart(alice)).body).toEqual(before);
    expect((await cart(bob)).body.items).toHaveLength(1);
    for (const id of ['abc', '0', '-3', '99999999999']) {
      const res = await t.request('DELETE', `/api/cart/items/${id}/`, { token: alice.token });
      expect(res.status, id).toBe(400);
      expect(res.body.id).toHaveLength(1);
    }
  });

  it('DELETE of an item removes it; DELETE /api/cart/ empties the cart', async () => {
    await add(alice, { product_id: other.id, quantity: 2 });
    const line = (await cart(alice)).body.items[0];
    const removed = await t.request('DELETE', `/api/cart/items/${line.id}/`, { token: alice.token });
    expect(removed.status).toBe(200);
    expect(removed.body.cart.items.map((i: { product: { id: number } }) => i.product.id)).toEqual([other.id]);
    // Sent as fetch wrappers do: Content-Type application/json with no body.
    const cleared = await t.request('DELETE', '/api/cart/', {
      token: alice.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({
      detail: expect.any(String),
      cart: {
        id: line && cleared.body.cart.id,
        items: [],
        total_items: 0,
        total_amount: '0.00',
        discount: null,
        payable_amount: '0.00',
        shipping_fee: '0.00',
        order_total: '0.00',
      },
    });
  });
});
