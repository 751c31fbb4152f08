import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, placeOrder, type TestUser } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';

describe('admin customers', () => {
  let t: TestApp;
  let admin: TestUser;
  let ada: TestUser;
  let bo: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin', username: 'boss' });
    ada = await createUser(t, { username: 'ada', email: 'ada@example.test', firstName: 'Ada' });
    t.clock.advance(10);
    bo = await createUser(t, { username: 'bo', email: 'bo@example.test' });
    const p = await createProduct(t, { price: '20.00', stock: 50 });
    await placeOrder(t, ada, [{ product_id: p.id, quantity: 3 }]); // 60.00, free shipping
    t.clock.advance(60);
    const second = await placeOrder(t, ada, [{ product_id: p.id, quantity: 1 }]); // 20.00 + 4.90
    t.clock.advance(60);
    const cancelled = await placeOrder(t, ada, [{ product_id: p.id, quantity: 1 }]);
    await t.request('POST', `/api/orders/${cancelled.body.id}/cancel/`, { token: ada.token });
    expect(second.status).toBe(201);
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin.token) => t.request('GET', url, { token });

  it('is for admins only', async () => {
    expect((await get('/api/admin/customers/', ada.token)).status).toBe(403);
    expect((await get(`/api/admin/customers/${ada.id}/`, ada.token)).status).toBe(403);
    expect((await t.request('GET', '/api/admin/customers/')).status).toBe(401);
  });

  it('lists shoppers with orders count, total spent (cancelled left out) and last order, newest first', async () => {
    const res = await get('/api/admin/customers/');
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    const [first, second] = res.body.results;
    expect(first).toMatchObject({
      id: bo.id,
      username: 'bo',
      orders_count: 0,
      total_spent: '0.00',
      last_order_at: null,
    });
    expect(second).toMatchObject({
      id: ada.id,
      username: 'ada',
      email: 'ada@example.test',
      first_name: 'Ada',
      last_name: '',
      orders_count: 3,
      total_spent: '84.90',
    });
    expect(new Date(second.last_order_at).getTime()).toBe(t.clock.now().getTime());
    expect(second.date_joined).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('searches by name or email and paginates', async () => {
    const found = await get('/api/admin/customers/?search=ADA');
    expect(found.body.results.map((c: { username: string }) => c.username)).toEqual(['ada']);
    expect((await get('/api/admin/customers/?search=nobody')).body.count).toBe(0);
    const page = await get('/api/admin/customers/?page_size=1&page=2');
    expect(page.body).toMatchObject({ count: 2, next: null });
    expect(page.body.previous).toContain('page=1');
    expect(page.body.results).toHaveLength(1);
    expect((await get('/api/admin/customers/?page=9')).status).toBe(404);
  });

  it('shows one customer with their orders; admins and unknown ids are 404', async () => {
    const res = await get(`/api/admin/customers/${ada.id}/`);
    expect(res.status).toBe(200);
    expect(res.body.orders).toHaveLength(3);
    expect(res.body.orders[0].status).toBe('cancelled');
    expect(res.body.orders[0]).toHaveProperty('number');
    expect((await get(`/api/admin/customers/${admin.id}/`)).status).toBe(404);
    expect((await get('/api/admin/customers/999999/')).status).toBe(404);
  });
});
