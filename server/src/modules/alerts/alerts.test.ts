import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { backInStockRequests, emailLogs } from '../../db/schema';
import { createProduct, createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('back-in-stock alerts', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ config: { apiUrl: 'http://api.test' } });
    admin = await createUser(t, { role: 'admin' });
    shopper = await createUser(t, { email: 'Shopper.One@Example.test' });
  });
  afterAll(() => t.close());

  const soldOutProduct = () =>
    createProduct(t, {
      name: 'Saffron Braid Bracelet',
      sizes: [
        { label: 'S', stock: 0 },
        { label: 'M', stock: 0 },
        { label: 'L', stock: 3 },
      ],
    });
  const notify = (productId: number, json: unknown, token?: string) =>
    t.request('POST', `/api/products/${productId}/notify/`, { json, token });
  const alertsTo = (to: string) =>
    t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.kind, 'back_in_stock'), eq(emailLogs.to, to)));
  const restock = (productId: number, sizes: { id: number; label: string; stock: number }[]) =>
    t.request('PATCH', `/api/admin/products/${productId}/`, { token: admin.token, json: { sizes } });

  it('only takes sold-out sizes of a live product, and a visitor must give an email', async () => {
    const p = await soldOutProduct();
    const [s, , l] = p.sizes;
    const inStock = await notify(p.id, { product_size_id: l.id, email: 'a@example.test' });
    expect(inStock.status).toBe(400);
    expect(inStock.body.product_size_id[0]).toMatch(/in stock/);
    const foreign = await notify(p.id, { product_size_id: 999_999, email: 'a@example.test' });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toHaveProperty('product_size_id');
    const noEmail = await notify(p.id, { product_size_id: s.id });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toEqual({ email: ['This field is required.'] });
    const badEmail = await notify(p.id, { product_size_id: s.id, email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toHaveProperty('email');
    expect((await notify(999_999, { product_size_id: s.id, email: 'a@example.test' })).status).toBe(404);
  });

  it('asking again for the same size and email changes nothing', async () => {
    const p = await soldOutProduct();
    const first = await notify(p.id, { product_size_id: p.sizes[0].id, email: 'Twice@Example.test' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ product_size_id: p.sizes[0].id, email: 'twice@example.test' });
    const again = await notify(p.id, { product_size_id: p.sizes[0].id, email: 'twice@example.test ' });
    expect(again.status).toBe(201);
    const rows = await t.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.productSizeId, p.sizes[0].id));
    expect(rows).toHaveLength(1);
  });

  it('sends one email per request when an admin restocks the size, none for a size still sold out', async () => {
    const p = await soldOutProduct();
    const [s, m, l] = p.sizes;
    expect((await notify(p.id, { product_size_id: s.id, email: 'visitor@example.test' })).status).toBe(201);
    // Signed in: no email needed, the account's address is used.
    const mine = await notify(p.id, { product_size_id: s.id }, shopper.token);
    expect(mine.status).toBe(201);
    expect(mine.body.email).toBe('shopper.one@example.test');
    expect((await notify(p.id, { product_size_id: m.id, email: 'waits-for-m@example.test' })).status).toBe(201);

    const res = await restock(p.id, [
      { id: s.id, label: 'S', stock: 5 },
      { id: m.id, label: 'M', stock: 0 },
      { id: l.id, label: 'L', stock: 3 },
    ]);
    expect(res.status).toBe(200);
    const [visitorMail] = await alertsTo('visitor@example.test');
    expect(visitorMail.subject).toContain('Saffron Braid Bracelet (S) is back in stock');
    expect(visitorMail.text).toContain(`${t.config.frontendUrl}/products/${p.slug}`);
    expect(visitorMail.text).toMatch(/Unsubscribe: http:\/\/api\.test\/api\/notify\/unsubscribe\/[\w-]{40,}\//);
    expect(await alertsTo('shopper.one@example.test')).toHaveLength(1);
    expect(await alertsTo('waits-for-m@example.test')).toHaveLength(0);

    // Used up: another restock (and any later edit) sends nothing more for those requests.
    await restock(p.id, [
      { id: s.id, label: 'S', stock: 9 },
      { id: m.id, label: 'M', stock: 0 },
      { id: l.id, label: 'L', stock: 3 },
    ]);
    expect(await alertsTo('visitor@example.test')).toHaveLength(1);
    expect(await alertsTo('shopper.one@example.test')).toHaveLength(1);
    const [used] = await t.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.email, 'visitor@example.test'));
    expect(used.notifiedAt).not.toBeNull();
    // The token is stored hashed, never as sent.
    const token = visitorMail.text.match(/unsubscribe\/([\w-]+)\//)![1];
    expect(used.unsubscribeTokenHash).not.toContain(token);
  });

  it('a cancelled order that returns the last units sends the alert', async () => {
    const p = await createProduct(t, { name: 'Indigo Knot Ring', sizes: [{ label: 'One size', stock: 1 }] });
    const size = p.sizes[0];
    const buyer = await createUser(t);
    const order = await placeOrder(t, buyer, [{ product_id: p.id, product_size_id: size.id }]);
    expect(order.status).toBe(201);
    expect((await notify(p.id, { product_size_id: size.id, email: 'ring@example.test' })).status).toBe(201);
    expect(await alertsTo('ring@example.test')).toHaveLength(0);
    const cancel = await t.request('POST', `/api/orders/${order.body.id}/cancel/`, { token: buyer.token });
    expect(cancel.status).toBe(200);
    expect(await alertsTo('ring@example.test')).toHaveLength(1);
  });

  it('the unsubscribe link withdraws every open request of that address and answers a small page', async () => {
    const p = await soldOutProduct();
    const [s, m, l] = p.sizes;
    await notify(p.id, { product_size_id: s.id, email: 'leaving@example.test' });
    await notify(p.id, { product_size_id: m.id, email: 'leaving@example.test' });
    await restock(p.id, [
      { id: s.id, label: 'S', stock: 2 },
      { id: m.id, label: 'M', stock: 0 },
      { id: l.id, label: 'L', stock: 3 },
    ]);
    const [mail] = await alertsTo('leaving@example.test');
    const link = mail.text.match(/Unsubscribe: http:\/\/api\.test(\S+)/)![1];
    expect(mail.html).toContain(`href="http://api.test${link}"`);

    const page = await t.request('GET', link, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('You are unsubscribed');
    const json = await t.request('GET', link);
    expect(json.status).toBe(200);
    expect(json.body.detail).toMatch(/not send you any more/);

    await restock(p.id, [
      { id: s.id, label: 'S', stock: 2 },
      { id: m.id, label: 'M', stock: 4 },
      { id: l.id, label: 'L', stock: 3 },
    ]);
    expect(await alertsTo('leaving@example.test')).toHaveLength(1);
    expect((await t.request('GET', '/api/notify/unsubscribe/not-a-real-token/')).status).toBe(404);
  });
});

describe('back-in-stock rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimit: true } });
  });
  afterAll(() => t.close());

  it('throttles a visitor like the other public forms', async () => {
    const p = await createProduct(t, { sizes: [{ label: 'S', stock: 0 }] });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.request('POST', `/api/products/${p.id}/notify/`, {
        json: { product_size_id: p.sizes[0].id, email: `v${i}@example.test` },
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get('retry-after')).toBeTruthy();
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
