import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, orders, products } from '../../db/schema';
import { createProduct, createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('admin dashboard, orders and email logs', () => {
  let t: TestApp;
  let admin: TestUser;
  let ada: TestUser;
  let ben: TestUser;
  let brooch: Awaited<ReturnType<typeof createProduct>>;
  let clip: Awaited<ReturnType<typeof createProduct>>;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    ada = await createUser(t, { username: 'ada', email: 'ada@weave.test', firstName: 'Ada' });
    ben = await createUser(t, { username: 'ben' });
    brooch = await createProduct(t, { name: 'Patchwork Brooch', price: '15.00', stock: 20 });
    clip = await createProduct(t, {
      name: 'Hair Clip',
      price: '5.00',
      sizes: [
        { label: 'Mini', stock: 3 },
        { label: 'Maxi', stock: 9 },
      ],
    });
    // Three days: ada two orders 3 days ago and today, ben one order today that gets cancelled.
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() - 3 * 86_400_000));
    ids.push((await placeOrder(t, ada, [{ product_id: brooch.id, quantity: 2 }])).body.id);
    t.clock.set(now);
    ids.push(
      (
        await placeOrder(t, ada, [
          { product_id: clip.id, product_size_id: clip.sizes[0].id },
          { product_id: brooch.id },
        ])
      ).body.id,
    );
    ids.push((await placeOrder(t, ben, [{ product_id: brooch.id, quantity: 4 }])).body.id);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.request('GET', url, { token: admin.token });
  const patch = (id: number, json: unknown) =>
    t.request('PATCH', `/api/admin/orders/${id}/`, { token: admin.token, json });

  it('moves orders only along the workflow, with history, tracking and an email each time', async () => {
    const confirmed = await patch(ids[0], { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.customer).toEqual({ id: ada.id, username: 'ada', email: 'ada@weave.test' });
    const shipped = await patch(ids[0], { status: 'shipped', tracking_number: 'TRK-1' });
    expect(shipped.body).toMatchObject({ status: 'shipped', tracking_number: 'TRK-1' });
    expect(shipped.body.status_history.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'confirmed',
      'shipped',
    ]);
    const back = await patch(ids[0], { status: 'pending' });
    expect(back.status).toBe(400);
    expect(back.body).toEqual({ status: ['Cannot change status from shipped to pending.'] });
    expect((await patch(ids[0], { status: 'cancelled' })).body).toEqual({
      status: ['Cannot change status from shipped to cancelled.'],
    });
    expect((await patch(ids[0], { status: 'delivered' })).body.status).toBe('delivered');
    const mails = await t.db.select().from(emailLogs).where(eq(emailLogs.kind, 'order_status'));
    expect(mails.map((m) => [m.to, m.subject.split(' is ')[1]])).toEqual([
      ['ada@weave.test', 'confirmed'],
      ['ada@weave.test', 'shipped'],
      ['ada@weave.test', 'delivered'],
    ]);
    expect(mails[1].text).toContain('TRK-1');
  });

  it('cancelling returns the stock; bad bodies and unknown orders are refused', async () => {
    const before = (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, brooch.id)))[0]
      .stock;
    const res = await patch(ids[2], { status: 'cancelled' });
    expect(res.body.status).toBe('cancelled');
    expect(
      (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, brooch.id)))[0].stock,
    ).toBe(before + 4);
    expect((await patch(ids[2], { status: 'confirmed' })).body).toEqual({
      status: ['Cannot change status from cancelled to confirmed.'],
    });
    expect((await patch(ids[1], { status: 'lost' })).body).toEqual({ status: ['"lost" is not a valid choice.'] });
    expect((await patch(ids[1], {})).body).toEqual({
      non_field_errors: ['Give a status, a tracking_number or a carrier.'],
    });
    expect((await patch(ids[1], { tracking_number: 7 })).body).toEqual({ tracking_number: ['Not a valid string.'] });
    expect((await patch(999999, { status: 'confirmed' })).status).toBe(404);
    expect((await get('/api/admin/orders/999999/')).body).toEqual({ detail: 'Not found.' });
  });

  it('lists orders newest first with status filter, search and pagination', async () => {
    const all = await get('/api/admin/orders/');
    expect(all.body.count).toBe(3);
    expect(all.body.results.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(all.body.results[0].customer.username).toBe('ben');
    expect((await get('/api/admin/orders/?status=&search=')).body.count).toBe(3);
    expect((await get('/api/admin/orders/?status=cancelled')).body.results.map((o: { id: number }) => o.id)).toEqual([
      ids[2],
    ]);
    expect((await get('/api/admin/orders/?search=WEAVE.test')).body.count).toBe(2);
    const number = all.body.results[1].number;
    expect((await get(`/api/admin/orders/?search=${number}`)).body.results.map((o: { id: number }) => o.id)).toEqual([
      ids[1],
    ]);
    expect((await get('/api/admin/orders/?search=%25')).body.count).toBe(0);
    expect((await get('/api/admin/orders/?page=2&page_size=2')).body).toMatchObject({
      count: 3,
      previous: '/api/admin/orders/?page=1&page_size=2',
    });
    for (const q of ['status=lost', 'page=0', 'page=abc', 'page_size=0']) {
      const res = await get(`/api/admin/orders/?${q}`);
      expect(res.status, q).toBe(400);
      expect(Object.keys(res.body)).toEqual([q.split('=')[0]]);
    }
    expect((await get('/api/admin/orders/?page=5')).status).toBe(404);
  });

  it('the dashboard sums the requested days in SQL, cancelled orders left out', async () => {
    const res = await get('/api/admin/dashboard/?days=7');
    expect(res.status).toBe(200);
    // ada: 30.00 + 4.90 shipping three days ago (delivered), 20.00 + 4.90 today; ben's 60.00 order is cancelled.
    expect(res.body.totals).toEqual({
      revenue: '59.80',
      orders: 2,
      customers: 1,
      average_order_value: '29.90',
      tax: '0.00',
    });
    expect(res.body.orders_by_status).toEqual({
      awaiting_payment: 0,
      pending: 1,
      confirmed: 0,
      shipped: 0,
      delivered: 1,
      cancelled: 1,
      partially_refunded: 0,
      refunded: 0,
    });
    expect(res.body.revenue_by_day).toHaveLength(7);
    expect(res.body.revenue_by_day.map((d: { revenue: string }) => d.revenue)).toEqual([
      '0.00',
      '0.00',
      '0.00',
      '34.90',
      '0.00',
      '0.00',
      '24.90',
    ]);
    expect(res.body.revenue_by_day[6]).toEqual({
      date: t.clock.now().toISOString().slice(0, 10),
      revenue: '24.90',
      orders: 1,
    });
    expect(res.body.top_products).toEqual([
      {
        product_id: brooch.id,
        name: 'Patchwork Brooch',
        quantity: 3,
        revenue: '45.00',
        image: `/media/products/${brooch.id}.webp`,
      },
      {
        product_id: clip.id,
        name: 'Hair Clip',
        quantity: 1,
        revenue: '5.00',
        image: `/media/products/${clip.id}.webp`,
      },
    ]);
    // §29.1: lists that show products show their pictures.
    expect(res.body.low_stock).toEqual([
      { product_id: clip.id, name: 'Hair Clip', size: 'Mini', stock: 2, image: `/media/products/${clip.id}.webp` },
    ]);
    expect(res.body.recent_orders.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(res.body.recent_orders[0]).toEqual({
      id: ids[2],
      number: expect.any(String),
      status: 'cancelled',
      total: '60.00',
      created_at: expect.any(String),
      customer: { id: ben.id, username: 'ben', email: ben.email },
    });

    const today = await get('/api/admin/dashboard/?days=1');
    expect(today.body.totals).toMatchObject({ revenue: '24.90', orders: 1 });
    expect((await get('/api/admin/dashboard/')).body.revenue_by_day).toHaveLength(30);
    for (const days of ['0', '366', '-1', 'abc', '1e9', '2.5']) {
      const bad = await get(`/api/admin/dashboard/?days=${days}`);
      expect(bad.status, days).toBe(400);
      expect(Object.keys(bad.body)).toEqual(['days']);
    }
  });

  it('lists, filters, shows and resends email logs', async () => {
    const list = await get('/api/admin/email-logs/?page_size=100');
    expect(list.status).toBe(200);
    expect(list.body.count).toBeGreaterThanOrEqual(7);
    const first = list.body.results[0];
    expect(Object.keys(first).sort()).toEqual(
      ['attempts', 'created_at', 'error', 'id', 'kind', 'sent_at', 'status', 'subject', 'to'].sort(),
    );
    expect(first.status).toBe('logged');
    const confirmations = await get('/api/admin/email-logs/?kind=order_confirmation');
    expect(confirmations.body.count).toBe(3);
    expect(
      (await get(`/api/admin/email-logs/?search=${encodeURIComponent(ben.email)}`)).body.results.every(
        (e: { to: string }) => e.to === ben.email,
      ),
    ).toBe(true);
    expect((await get('/api/admin/email-logs/?status=logged')).body.count).toBe(list.body.count);
    expect((await get('/api/admin/email-logs/?status=bounced')).status).toBe(400);
    const detail = await get(`/api/admin/email-logs/${first.id}/`);
    expect(detail.body).toMatchObject({ ...first, text: expect.any(String), html: expect.stringContaining('<html') });
    await t.db.update(emailLogs).set({ status: 'failed', error: 'SMTP down' }).where(eq(emailLogs.id, first.id));
    const resent = await t.request('POST', `/api/admin/email-logs/${first.id}/resend/`, { token: admin.token });
    expect(resent.status).toBe(200);
    expect(resent.body.email).toMatchObject({ id: first.id, status: 'logged', error: '' });
    expect((await t.request('POST', '/api/admin/email-logs/999999/resend/', { token: admin.token })).status).toBe(404);
    expect((await get('/api/admin/email-logs/999999/')).status).toBe(404);
  });

  it('keeps order snapshots when a product is deleted', async () => {
    await t.request('DELETE', `/api/admin/products/${brooch.id}/`, { token: admin.token });
    const order = await get(`/api/admin/orders/${ids[0]}/`);
    expect(order.body.items[0]).toMatchObject({ product_id: brooch.id, name: 'Patchwork Brooch', price: '15.00' });
    expect((await t.db.select().from(orders)).length).toBe(3);
  });
});
