import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, signAccessToken, type TestUser } from '../../test/fixtures';
import { adminCreateDesign, adminCreateFabric } from '../../test/fabrics';
import { createTestClock, startTestApp, type TestApp } from '../../test/test-app';

/** The signed-in cart dates a line that would be made to order if ordered today (docs/product-rules.md §26.5). */
describe('cart lines made to order', () => {
  let t: TestApp;
  let admin: TestUser;
  // A Thursday: three working days later is the next Tuesday, five the next Thursday.
  const clock = createTestClock(new Date('2026-12-03T10:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({ clock });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const shipsByOf = (cart: { items: { product_size_id: number | null; ships_by?: string }[] }, sizeId: number) => {
    const item = cart.items.find((i) => i.product_size_id === sizeId);
    expect(item).toBeDefined();
    return item!.ships_by;
  };

  it('§26.5 only a line whose finished stock falls short of its quantity carries ships_by', async () => {
    const ikat = await adminCreateFabric(t, admin, { name: 'Cart Teal Ikat', stock_cm: 200 });
    const design = await adminCreateDesign(t, admin, {
      name: 'Cart Ikat Necklace',
      price: '40.00',
      variants: [
        { label: 'Ikat made', fabric_id: ikat.id, stock: 1, made_to_order: true, fabric_cm: 25, lead_days: 3 },
        { label: 'Ikat finished', fabric_id: ikat.id, stock: 4 },
      ],
    });
    const [made, finished] = design.variants;
    const buyer = await createUser(t);
    const add = (json: unknown) => t.request('POST', '/api/cart/', { token: buyer.token, json });

    // One piece of a made-to-order variant with one finished piece: it ships from stock, no date.
    const first = await add({ product_id: design.id, product_size_id: made.id });
    expect(first.status, first.text).toBe(201);
    expect(first.body.item).not.toHaveProperty('ships_by');

    // A second piece would be cut from the cloth: the line ships by Thursday + 3 working days, in every answer.
    const second = await add({ product_id: design.id, product_size_id: made.id });
    expect(second.status, second.text).toBe(201);
    expect(second.body.item.ships_by).toBe('2026-12-08');
    expect(shipsByOf(second.body.cart, made.id)).toBe('2026-12-08');

    // A variant that is not made to order never carries the field.
    const other = await add({ product_id: design.id, product_size_id: finished.id, quantity: 3 });
    expect(other.status, other.text).toBe(201);
    expect(shipsByOf(other.body.cart, finished.id)).toBeUndefined();

    // The date counts from the day the cart is read: on Monday, three working days is Thursday.
    clock.set(new Date('2026-12-07T09:00:00Z'));
    const token = await signAccessToken(t, { id: buyer.id, role: 'customer', username: buyer.username });
    const read = await t.request('GET', '/api/cart/', { token });
    expect(read.status, read.text).toBe(200);
    expect(shipsByOf(read.body, made.id)).toBe('2026-12-10');
    expect(shipsByOf(read.body, finished.id)).toBeUndefined();

    // Back to one piece, the finished one covers it: the date goes.
    const line = read.body.items.find((i: { product_size_id: number }) => i.product_size_id === made.id);
    const fewer = await t.request('PATCH', `/api/cart/items/${line.id}/`, { token, json: { quantity: 1 } });
    expect(fewer.status, fewer.text).toBe(200);
    expect(shipsByOf(fewer.body.cart, made.id)).toBeUndefined();
  });

  it('§26.5 a product without variants answers the spec’s cart item exactly', async () => {
    clock.set(new Date('2026-12-03T10:00:00Z'));
    const buyer = await createUser(t);
    const product = await createProduct(t, { name: 'Cart Plain Brooch', stock: 2 });
    const added = await t.request('POST', '/api/cart/', { token: buyer.token, json: { product_id: product.id } });
    expect(added.status, added.text).toBe(201);
    expect(Object.keys(added.body.item).sort()).toEqual(
      ['id', 'line_total', 'product', 'product_size_id', 'quantity', 'size'].sort(),
    );
  });
});
