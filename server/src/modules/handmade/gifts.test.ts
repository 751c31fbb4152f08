import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, orders } from '../../db/schema';
import { createProduct, createUser, sampleShipping, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const cents = (v: string) => Math.round(Number(v) * 100);

describe('gift options at checkout (§30.3)', () => {
  let t: TestApp;
  let admin: TestUser;
  let scarf: Awaited<ReturnType<typeof createProduct>>;
  let initials: number;
  let pouch: number;

  beforeAll(async () => {
    t = await startTestApp({ config: { giftWrapFee: '4.00' } });
    admin = await createUser(t, { role: 'admin' });
    scarf = await createProduct(t, { name: 'Silk Scarf Tie', price: '18.00', stock: 50 });
    const made = await t.request('POST', '/api/admin/products/', {
      token: admin.token,
      json: {
        name: 'Monogram pouch',
        price: '12.00',
        stock: 10,
        personalization: [{ label: 'Initials', kind: 'text', required: true, max_length: 3 }],
      },
    });
    pouch = made.body.id;
    initials = made.body.personalization[0].id;
  });
  afterAll(() => t.close());

  const as = (u: TestUser) => ({ token: u.token });
  async function giftOrder(u: TestUser, gift: unknown, quantity = 2, headers: Record<string, string> = {}) {
    expect((await t.request('POST', '/api/cart/', { ...as(u), json: { product_id: scarf.id, quantity } })).status).toBe(
      201,
    );
    return t.request('POST', '/api/orders/', { ...as(u), json: { shipping: sampleShipping, gift }, headers });
  }
  const moveTo = async (id: number, ...statuses: string[]) => {
    for (const status of statuses) {
      const res = await t.request('PATCH', `/api/admin/orders/${id}/`, { ...as(admin), json: { status } });
      expect(res.status, res.text).toBe(200);
    }
  };

  it('GET /api/config/ quotes the fee', async () => {
    expect((await t.request('GET', '/api/config/')).body).toMatchObject({ gift_wrap_fee: '4.00' });
  });

  it('wrap adds the fee as its own line inside the total; the order carries the gift', async () => {
    const u = await createUser(t);
    const res = await giftOrder(u, { message: 'Happy birthday, Ada!', wrap: true, hide_prices: true });
    expect(res.status, res.text).toBe(201);
    const o = res.body;
    expect(o.gift).toEqual({ message: 'Happy birthday, Ada!', wrap: true, hide_prices: true });
    expect(o.gift_wrap).toBe('4.00');
    const tax = o.prices_include_tax ? 0 : cents(o.tax_total);
    expect(cents(o.total)).toBe(cents(o.subtotal) - cents(o.discount_total) + cents(o.shipping_fee) + 400 + tax);
    // The order's page and the admin's view say the same.
    expect((await t.request('GET', `/api/orders/${o.id}/`, as(u))).body).toMatchObject({
      gift: o.gift,
      gift_wrap: '4.00',
    });
    expect((await t.request('GET', `/api/admin/orders/${o.id}/`, as(admin))).body).toMatchObject({ gift: o.gift });
    // Another shopper's order is not found.
    expect((await t.request('GET', `/api/orders/${o.id}/`, as(await createUser(t)))).status).toBe(404);
  });

  it('no gift, or only defaults: no gift, no wrap line, the total as before', async () => {
    const u = await createUser(t);
    const plain = await giftOrder(u, undefined);
    expect(plain.body).toMatchObject({ gift: null, gift_wrap: '0.00' });
    const v = await createUser(t);
    const defaults = await giftOrder(v, { message: '  ', wrap: false });
    expect(defaults.body).toMatchObject({ gift: null, gift_wrap: '0.00', total: plain.body.total });
  });

  it('a gift message over 300 characters is a 400 naming gift.message; nothing is ordered', async () => {
    const u = await createUser(t);
    const res = await giftOrder(u, { message: 'x'.repeat(301), wrap: true });
    expect(res.status).toBe(400);
    expect(res.body['gift.message']).toEqual(['Keep the gift message to 300 characters.']);
    expect(await t.db.select().from(orders).where(eq(orders.userId, u.id))).toHaveLength(0);
    expect((await t.request('GET', '/api/cart/', as(u))).body.items).toHaveLength(1);
    expect((await giftOrder(u, { message: 'x'.repeat(300) }, 1)).status).toBe(201);
  });

  it('a retried checkout with its Idempotency-Key answers the same order, wrapped once', async () => {
    const u = await createUser(t);
    const first = await giftOrder(u, { wrap: true }, 1, { 'Idempotency-Key': 'gift-1' });
    const again = await t.request('POST', '/api/orders/', {
      ...as(u),
      json: { shipping: sampleShipping, gift: { wrap: true } },
      headers: { 'Idempotency-Key': 'gift-1' },
    });
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.total).toBe(first.body.total);
    expect(await t.db.select().from(orders).where(eq(orders.userId, u.id))).toHaveLength(1);
  });

  it('the confirmation email and the packing slip show the answers and the gift, escaped; hide_prices hides prices', async () => {
    const u = await createUser(t);
    const added = await t.request('POST', '/api/cart/', {
      ...as(u),
      json: { product_id: pouch, personalization: { [initials]: 'A<B' } },
    });
    expect(added.status, added.text).toBe(201);
    const res = await t.request('POST', '/api/orders/', {
      ...as(u),
      json: { shipping: sampleShipping, gift: { message: 'For <Ada> & Bo', wrap: true, hide_prices: true } },
    });
    expect(res.status, res.text).toBe(201);
    const [mail] = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, u.email), eq(emailLogs.kind, 'order_confirmation')));
    expect(mail.text).toContain('Initials: A<B');
    expect(mail.text).toContain('Gift wrap');
    expect(mail.text).toContain('Your message: “For <Ada> & Bo”');
    expect(mail.html).toContain('Initials: A&lt;B');
    expect(mail.html).toContain('For &lt;Ada&gt; &amp; Bo');
    expect(mail.html).not.toContain('<Ada>');

    const slip = await t.request('GET', `/api/admin/orders/${res.body.id}/packing-slip/`, as(admin));
    expect(slip.status).toBe(200);
    expect(slip.text).toContain('Initials: A&lt;B');
    expect(slip.text).toContain('For &lt;Ada&gt; &amp; Bo');
    expect(slip.text).toContain('Gift wrap');
    expect(slip.text).not.toMatch(/\$\d/);
    expect(slip.text).not.toContain('12.00');

    const shown = await t.request('POST', '/api/orders/', as(u)); // empty cart now: 400
    expect(shown.status).toBe(400);
    const v = await createUser(t);
    const priced = await giftOrder(v, { message: 'Hi', hide_prices: false }, 1);
    const slip2 = await t.request('GET', `/api/admin/orders/${priced.body.id}/packing-slip/`, as(admin));
    expect(slip2.text).toContain('$18.00');
  });

  it('refunds: a partial return keeps the wrap; the return that brings back the last unit refunds it too', async () => {
    const u = await createUser(t);
    const placed = await giftOrder(u, { wrap: true }, 2);
    const order = placed.body;
    await moveTo(order.id, 'confirmed', 'shipped', 'delivered');
    const line = order.items[0].id;
    const returnOne = async () => {
      const asked = await t.request('POST', `/api/orders/${order.id}/returns/`, {
        ...as(u),
        json: { reason: 'changed_mind', lines: [{ order_item_id: line, quantity: 1 }] },
      });
      expect(asked.status, asked.text).toBe(201);
      const id = asked.body.id;
      expect(
        (await t.request('PATCH', `/api/admin/returns/${id}/`, { ...as(admin), json: { status: 'approved' } })).status,
      ).toBe(200);
      const received = await t.request('PATCH', `/api/admin/returns/${id}/`, {
        ...as(admin),
        json: { status: 'received', lines: [{ order_item_id: line, restock: false }] },
      });
      expect(received.status, received.text).toBe(200);
      return (await t.request('GET', `/api/admin/returns/${id}/`, as(admin))).body;
    };
    const each = cents(order.items[0].line_total) / 2 + (order.prices_include_tax ? 0 : cents(order.tax_total) / 2);
    const first = await returnOne();
    expect(cents(first.suggested_refund)).toBe(each);
    const paid = await t.request('POST', `/api/admin/returns/${first.id}/refund/`, {
      ...as(admin),
      json: { method: 'bank transfer' },
    });
    expect(paid.status, paid.text).toBe(200);
    const last = await returnOne();
    expect(cents(last.suggested_refund)).toBe(each + 400);
    const done = await t.request('POST', `/api/admin/returns/${last.id}/refund/`, {
      ...as(admin),
      json: { method: 'bank transfer' },
    });
    expect(done.status, done.text).toBe(200);
    const after = (await t.request('GET', `/api/orders/${order.id}/`, as(u))).body;
    // Everything but the shipping fee is back (§23.4: shipping only when faulty).
    expect(cents(after.refunded_total)).toBe(cents(order.total) - cents(order.shipping_fee));
  });
});
