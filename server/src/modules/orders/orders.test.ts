import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, productImages, productSizes, products } from '../../db/schema';
import { createProduct, createUser, placeOrder, sampleShipping, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('orders API', () => {
  let t: TestApp;
  let ada: TestUser;
  let ben: TestUser;
  let scarf: Awaited<ReturnType<typeof createProduct>>;
  let ring: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    t = await startTestApp();
    ada = await createUser(t, { firstName: 'Ada' });
    ben = await createUser(t);
    scarf = await createProduct(t, { name: 'Silk Scarf Tie', price: '18.00', stock: 10 });
    ring = await createProduct(t, {
      name: 'Button Ring',
      price: '9.50',
      sizes: [
        { label: '6', stock: 3 },
        { label: '7', stock: 1 },
      ],
    });
  });
  afterAll(() => t.close());

  const stockOf = async (id: number, table: typeof products | typeof productSizes = products) =>
    (await t.db.select({ stock: table.stock }).from(table).where(eq(table.id, id)))[0].stock;

  it('refuses anonymous callers', async () => {
    for (const [method, url] of [
      ['GET', '/api/orders/'],
      ['POST', '/api/orders/'],
      ['GET', '/api/orders/1/'],
      ['POST', '/api/orders/1/cancel/'],
    ]) {
      const res = await t.request(method, url, { json: method === 'POST' ? {} : undefined });
      expect(res.status, url).toBe(401);
    }
  });

  it('an empty cart cannot be ordered', async () => {
    const res = await t.request('POST', '/api/orders/', { token: ada.token, json: { shipping: sampleShipping } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['Your cart is empty.'] });
  });

  it('checkout snapshots the cart, takes the stock, charges shipping under 50.00, empties the cart and emails', async () => {
    const res = await placeOrder(t, ada, [
      { product_id: scarf.id },
      { product_id: ring.id, product_size_id: ring.sizes[0].id, quantity: 2 },
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(/^FT-\d{4}-\d{6}$/),
      status: 'pending',
      items: [
        {
          id: expect.any(Number),
          product_id: scarf.id,
          product_size_id: null,
          name: 'Silk Scarf Tie',
          size: null,
          price: '18.00',
          quantity: 1,
          line_total: '18.00',
          image: `/media/products/${scarf.id}.webp`,
          seal_required: false,
          returnable_quantity: 0,
        },
        {
          id: expect.any(Number),
          product_id: ring.id,
          product_size_id: ring.sizes[0].id,
          name: 'Button Ring',
          size: '6',
          price: '9.50',
          quantity: 2,
          line_total: '19.00',
          image: `/media/products/${ring.id}.webp`,
          seal_required: false,
          returnable_quantity: 0,
        },
      ],
      subtotal: '37.00',
      shipping_fee: '4.90',
      total: '41.90',
      shipping: sampleShipping,
      payment_method: 'cod',
      payment: null,
      discount_code: null,
      discount_total: '0.00',
      // A checkout that names no method gets the default one (Standard); Oregon has no sales tax in the table.
      shipping_method: { id: expect.any(Number), name: 'Standard' },
      tax_total: '0.00',
      tax_lines: [],
      prices_include_tax: false,
      notes: '',
      tracking_number: '',
      carrier: '',
      tracking_url: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      status_history: [{ status: 'pending', at: expect.any(String), note: '' }],
      refunded_total: '0.00',
      return_deadline: null,
      returns: [],
    });
    expect(await stockOf(scarf.id)).toBe(9);
    expect(await stockOf(ring.sizes[0].id, productSizes)).toBe(1);
    // Checkout answers from the rows it wrote: exactly what reading the order back gives.
    expect((await t.request('GET', `/api/orders/${res.body.id}/`, { token: ada.token })).body).toEqual(res.body);
    expect((await t.request('GET', '/api/cart/', { token: ada.token })).body.items).toEqual([]);
    const [mail] = await t.db.select().from(emailLogs).where(eq(emailLogs.kind, 'order_confirmation'));
    expect(mail).toMatchObject({ to: ada.email, subject: expect.stringContaining(res.body.number) });
    expect(mail.text).toContain('Silk Scarf Tie');

    // A later price change does not touch the order: its items are snapshots.
    await t.db.update(products).set({ price: '99.00', name: 'Renamed' }).where(eq(products.id, scarf.id));
    const again = await t.request('GET', `/api/orders/${res.body.id}/`, { token: ada.token });
    expect(again.body.items[0]).toMatchObject({ name: 'Silk Scarf Tie', price: '18.00' });
    await t.db.update(products).set({ price: '18.00', name: 'Silk Scarf Tie' }).where(eq(products.id, scarf.id));
  });

  it('a line shows its product’s first picture while the product has one, else null', async () => {
    const pin = await createProduct(t, { name: 'Pin', stock: 5, image: '/media/products/pin-a.webp' });
    await t.db.insert(productImages).values({ productId: pin.id, url: '/media/products/pin-b.webp', sortOrder: 1 });
    const cy = await createUser(t);
    const res = await placeOrder(t, cy, [{ product_id: pin.id }]);
    expect(res.body.items[0].image).toBe('/media/products/pin-a.webp');
    await t.db.delete(productImages).where(eq(productImages.productId, pin.id));
    const later = await t.request('GET', `/api/orders/${res.body.id}/`, { token: cy.token });
    expect(later.body.items[0].image).toBeNull();
  });

  it('shipping is free from 50.00', async () => {
    const res = await placeOrder(t, ben, [{ product_id: scarf.id, quantity: 3 }]);
    expect(res.body).toMatchObject({ subtotal: '54.00', shipping_fee: '0.00', total: '54.00' });
  });

  it('stock that ran out after adding to the cart is a 409 out_of_stock, and nothing changes', async () => {
    await t.request('POST', '/api/cart/', {
      token: ben.token,
      json: { product_id: ring.id, product_size_id: ring.sizes[1].id },
    });
    await t.db.update(productSizes).set({ stock: 0 }).where(eq(productSizes.id, ring.sizes[1].id));
    const res = await t.request('POST', '/api/orders/', { token: ben.token, json: { shipping: sampleShipping } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: 'Button Ring (7) is out of stock.', code: 'out_of_stock' });
    expect((await t.request('GET', '/api/cart/', { token: ben.token })).body.items).toHaveLength(1);
    await t.request('DELETE', '/api/cart/', { token: ben.token });
  });

  it('the same Idempotency-Key answers the same order once more; a key over 100 characters is refused', async () => {
    const first = await placeOrder(t, ben, [{ product_id: scarf.id }], { 'Idempotency-Key': 'key-1' });
    expect(first.status).toBe(201);
    const again = await t.request('POST', '/api/orders/', {
      token: ben.token,
      json: { shipping: sampleShipping },
      headers: { 'Idempotency-Key': 'key-1' },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    const long = await t.request('POST', '/api/orders/', {
      token: ben.token,
      json: { shipping: sampleShipping },
      headers: { 'Idempotency-Key': 'k'.repeat(101) },
    });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body)).toEqual(['idempotency-key']);
  });

  it('malformed checkout bodies name each field', async () => {
    const cases: [unknown, string[]][] = [
      [{}, ['shipping']],
      [{ shipping: 'home' }, ['shipping']],
      [{ shipping: { ...sampleShipping, full_name: '', city: 5 } }, ['shipping.city', 'shipping.full_name']],
      [{ shipping: sampleShipping, payment_method: 'card' }, ['payment_method']],
      [{ shipping: sampleShipping, notes: 'x'.repeat(1001) }, ['notes']],
    ];
    for (const [json, fields] of cases) {
      const res = await t.request('POST', '/api/orders/', { token: ben.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(fields);
    }
  });

  it('lists my orders newest first, paginated; another user’s order is a 404', async () => {
    const list = await t.request('GET', '/api/orders/?page_size=1', { token: ben.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 2, next: '/api/orders/?page_size=1&page=2', previous: null });
    expect(list.body.results).toHaveLength(1);
    const page2 = await t.request('GET', '/api/orders/?page_size=1&page=2', { token: ben.token });
    expect(page2.body.results[0].id).toBeLessThan(list.body.results[0].id);
    expect((await t.request('GET', '/api/orders/?page=9', { token: ben.token })).body).toEqual({
      detail: 'Invalid page.',
    });
    for (const q of ['page=0', 'page=abc', 'page_size=0', 'page=-1']) {
      const res = await t.request('GET', `/api/orders/?${q}`, { token: ben.token });
      expect(res.status, q).toBe(400);
    }
    const adas = (await t.request('GET', '/api/orders/', { token: ada.token })).body.results[0];
    expect((await t.request('GET', `/api/orders/${adas.id}/`, { token: ben.token })).status).toBe(404);
    expect((await t.request('POST', `/api/orders/${adas.id}/cancel/`, { token: ben.token })).status).toBe(404);
    expect((await t.request('GET', '/api/orders/999999/', { token: ben.token })).body).toEqual({
      detail: 'Not found.',
    });
    expect((await t.request('GET', '/api/orders/abc/', { token: ben.token })).status).toBe(400);
  });

  it('a pending order can be cancelled once: the stock returns, history and email follow', async () => {
    const adas = (await t.request('GET', '/api/orders/', { token: ada.token })).body.results[0];
    const scarfBefore = await stockOf(scarf.id);
    const res = await t.request('POST', `/api/orders/${adas.id}/cancel/`, { token: ada.token });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(res.body.status_history.map((h: { status: string }) => h.status)).toEqual(['pending', 'cancelled']);
    expect(await stockOf(scarf.id)).toBe(scarfBefore + 1);
    expect(await stockOf(ring.sizes[0].id, productSizes)).toBe(3);
    const again = await t.request('POST', `/api/orders/${adas.id}/cancel/`, { token: ada.token });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      detail: 'Only a pending order can be cancelled; this one is cancelled.',
      code: 'invalid_status',
    });
    const mails = await t.db.select().from(emailLogs).where(eq(emailLogs.kind, 'order_status'));
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('cancelled')]);
  });
});
