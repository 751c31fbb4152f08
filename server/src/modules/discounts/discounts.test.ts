import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounts, emailLogs } from '../../db/schema';
import { createProduct, createUser, sampleShipping, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('discount codes', () => {
  let t: TestApp;
  let admin: TestUser;
  let ada: TestUser;
  let scarf: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    ada = await createUser(t);
    scarf = await createProduct(t, { name: 'Silk Scarf Tie', price: '20.00', stock: 100 });
  });
  afterAll(() => t.close());

  const createCode = async (json: Record<string, unknown>) => {
    const res = await t.request('POST', '/api/admin/discounts/', { token: admin.token, json });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const fill = async (user: TestUser, quantity: number) => {
    await t.request('DELETE', '/api/cart/', { token: user.token });
    const res = await t.request('POST', '/api/cart/', { token: user.token, json: { product_id: scarf.id, quantity } });
    expect(res.status).toBe(201);
  };
  const apply = (user: TestUser, code: string) =>
    t.request('POST', '/api/cart/discount/', { token: user.token, json: { code } });
  const checkout = (user: TestUser) =>
    t.request('POST', '/api/orders/', { token: user.token, json: { shipping: sampleShipping } });
  const timesUsed = async (id: number) =>
    (await t.db.select({ n: discounts.timesUsed }).from(discounts).where(eq(discounts.id, id)))[0].n;

  it('admins create, list, edit, pause and delete codes; shoppers get a 403', async () => {
    const created = await createCode({ code: 'Launch15', kind: 'percent', value: 15, max_uses: 100 });
    expect(created).toEqual({
      id: expect.any(Number),
      code: 'Launch15',
      kind: 'percent',
      value: '15.00',
      min_subtotal: '0.00',
      starts_at: null,
      ends_at: null,
      max_uses: 100,
      max_uses_per_customer: null,
      active: true,
      times_used: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const dup = await t.request('POST', '/api/admin/discounts/', {
      token: admin.token,
      json: { code: 'LAUNCH15', kind: 'fixed', value: '5' },
    });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual({ code: ['A discount with this code already exists.'] });

    const list = await t.request('GET', '/api/admin/discounts/?search=launch', { token: admin.token });
    expect(list.body).toMatchObject({ count: 1, results: [{ id: created.id }] });

    const paused = await t.request('PATCH', `/api/admin/discounts/${created.id}/`, {
      token: admin.token,
      json: { active: false, ends_at: '2030-01-01T00:00:00Z' },
    });
    expect(paused.body).toMatchObject({ active: false, ends_at: '2030-01-01T00:00:00.000Z', value: '15.00' });
    expect((await t.request('GET', `/api/admin/discounts/${created.id}/`, { token: admin.token })).body.active).toBe(
      false,
    );

    for (const [method, url] of [
      ['GET', '/api/admin/discounts/'],
      ['POST', '/api/admin/discounts/'],
      ['PATCH', `/api/admin/discounts/${created.id}/`],
      ['DELETE', `/api/admin/discounts/${created.id}/`],
    ]) {
      const res = await t.request(method, url, { token: ada.token, json: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    const gone = await t.request('DELETE', `/api/admin/discounts/${created.id}/`, { token: admin.token });
    expect(gone.status).toBe(204);
    expect((await t.request('GET', `/api/admin/discounts/${created.id}/`, { token: admin.token })).status).toBe(404);
  });

  it('refuses invalid terms, each on its field', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['code', 'kind', 'value']],
      [{ code: 'has space', kind: 'percent', value: 10 }, ['code']],
      [{ code: 'BIG', kind: 'percent', value: 120 }, ['value']],
      [{ code: 'ZERO', kind: 'fixed', value: 0 }, ['value']],
      [{ code: 'NEG', kind: 'fixed', value: 5, max_uses: 0, min_subtotal: '-1' }, ['max_uses', 'min_subtotal']],
      [
        {
          code: 'BACKWARDS',
          kind: 'fixed',
          value: 5,
          starts_at: '2026-05-01T00:00:00Z',
          ends_at: '2026-04-01T00:00:00Z',
        },
        ['ends_at'],
      ],
      [{ code: 'WHEN', kind: 'fixed', value: 5, starts_at: 'tomorrow' }, ['starts_at']],
    ];
    for (const [json, fields] of cases) {
      const res = await t.request('POST', '/api/admin/discounts/', { token: admin.token, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(res.body).sort(), JSON.stringify(json)).toEqual(fields);
    }
    const ok = await createCode({ code: 'EDITME', kind: 'fixed', value: 150 });
    const toPercent = await t.request('PATCH', `/api/admin/discounts/${ok.id}/`, {
      token: admin.token,
      json: { kind: 'percent' },
    });
    expect(toPercent.body).toEqual({ value: ['A percentage cannot be more than 100.'] });
  });

  it('a code in the cart shows the discount, what is payable, shipping and the total to be charged', async () => {
    await createCode({ code: 'TENOFF', kind: 'fixed', value: '10.00', min_subtotal: '30.00' });
    await fill(ada, 2);
    const res = await apply(ada, 'tenoff');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total_amount: '40.00',
      discount: { code: 'TENOFF', amount: '10.00' },
      payable_amount: '30.00',
      shipping_fee: '4.90',
      order_total: '34.90',
    });
    // Every cart response carries it.
    expect((await t.request('GET', '/api/cart/', { token: ada.token })).body.discount).toEqual({
      code: 'TENOFF',
      amount: '10.00',
    });
    const removed = await t.request('DELETE', '/api/cart/discount/', { token: ada.token });
    expect(removed.body).toMatchObject({ discount: null, payable_amount: '40.00', order_total: '44.90' });
  });

  it('an unusable code is a 400 that says why; unknown, paused and not-yet-started codes give the same 400', async () => {
    const hour = 3600_000;
    const now = t.clock.now().getTime();
    await createCode({ code: 'PAUSED', kind: 'percent', value: 10, active: false });
    await createCode({ code: 'LATER', kind: 'percent', value: 10, starts_at: new Date(now + hour).toISOString() });
    await createCode({ code: 'OVER', kind: 'percent', value: 10, ends_at: new Date(now - hour).toISOString() });
    const gone = await createCode({ code: 'GONE', kind: 'percent', value: 10, max_uses: 1 });
    await t.db.update(discounts).set({ timesUsed: 1 }).where(eq(discounts.id, gone.id));
    await createCode({ code: 'BIGSPEND', kind: 'percent', value: 10, min_subtotal: '500.00' });
    await fill(ada, 1);
    const cases: [string, string][] = [
      ['NOPE', 'This code does not exist.'],
      ['paused', 'This code does not exist.'],
      ['LATER', 'This code does not exist.'],
      ['OVER', 'This code has expired.'],
      ['GONE', 'This code has been used up.'],
      ['BIGSPEND', 'Spend at least $500.00 to use this code.'],
    ];
    for (const [code, why] of cases) {
      const res = await apply(ada, code);
      expect(res.status, code).toBe(400);
      expect(res.body, code).toEqual({ code: [why] });
    }
    // One answer for unknown, paused and not-yet-started codes: guessing cannot tell a hidden code exists.
    const [unknown, paused, later] = await Promise.all(['NOPE', 'PAUSED', 'later'].map((c) => apply(ada, c)));
    expect(paused.text).toBe(unknown.text);
    expect(later.text).toBe(unknown.text);
    expect([paused.status, later.status]).toEqual([400, 400]);
    expect((await apply(ada, '')).body).toEqual({ code: ['This field may not be blank.'] });
    expect((await t.request('GET', '/api/cart/', { token: ada.token })).body.discount).toBeNull();
  });

  it('a code that stops applying drops off the cart with a discount_removed note, once', async () => {
    await createCode({ code: 'MIN40', kind: 'percent', value: 10, min_subtotal: '40.00' });
    await fill(ada, 2);
    expect((await apply(ada, 'MIN40')).body.discount).toEqual({ code: 'MIN40', amount: '4.00' });
    const [line] = (await t.request('GET', '/api/cart/', { token: ada.token })).body.items;
    const patched = await t.request('PATCH', `/api/cart/items/${line.id}/`, {
      token: ada.token,
      json: { quantity: 1 },
    });
    expect(patched.body.cart).toMatchObject({
      discount: null,
      discount_removed: { code: 'MIN40', reason: 'Spend at least $40.00 to use this code.' },
      payable_amount: '20.00',
    });
    const next = await t.request('GET', '/api/cart/', { token: ada.token });
    expect(next.body.discount).toBeNull();
    expect(next.body).not.toHaveProperty('discount_removed');
  });

  it('checkout snapshots the code and amount, charges the total after it, and cancelling gives the use back', async () => {
    const code = await createCode({ code: 'HALF', kind: 'percent', value: 50, max_uses: 10, max_uses_per_customer: 1 });
    await fill(ada, 3);
    const cart = (await apply(ada, 'half')).body;
    const res = await checkout(ada);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subtotal: '60.00',
      discount_code: 'HALF',
      discount_total: '30.00',
      shipping_fee: '4.90',
      total: '34.90',
    });
    expect(res.body.total).toBe(cart.order_total); // what the cart showed is what the order charges
    expect(await timesUsed(code.id)).toBe(1);
    const [mail] = await t.db.select().from(emailLogs).where(eq(emailLogs.kind, 'order_confirmation'));
    expect(mail.text).toMatch(/Discount \(HALF\)\s+−\$30\.00/);
    const mine = await t.request('GET', '/api/orders/', { token: ada.token });
    expect(mine.body.results[0]).toMatchObject({ discount_code: 'HALF', discount_total: '30.00' });

    // One use per customer: a second order cannot take it.
    await fill(ada, 1);
    expect((await apply(ada, 'HALF')).body).toEqual({
      code: ['You have already used this code as often as it allows.'],
    });

    const cancelled = await t.request('POST', `/api/orders/${res.body.id}/cancel/`, { token: ada.token });
    expect(cancelled.body.status).toBe('cancelled');
    expect(await timesUsed(code.id)).toBe(0);
    expect((await apply(ada, 'HALF')).status).toBe(200);
  });

  it('a code paused after it was applied refuses the checkout with a 409, then drops off the cart', async () => {
    const code = await createCode({ code: 'FLASH', kind: 'fixed', value: 5 });
    await fill(ada, 1);
    await apply(ada, 'FLASH');
    await t.request('PATCH', `/api/admin/discounts/${code.id}/`, { token: admin.token, json: { active: false } });
    const res = await checkout(ada);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: expect.stringContaining('This code is paused.'), code: 'discount_unavailable' });
    const cart = (await t.request('GET', '/api/cart/', { token: ada.token })).body;
    expect(cart.items).toHaveLength(1);
    expect(cart.discount_removed).toEqual({ code: 'FLASH', reason: 'This code is paused.' });
    expect((await checkout(ada)).status).toBe(201);
  });
});

describe('discount code throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimit: true } });
  });
  afterAll(() => t.close());

  it('discount-code attempts are throttled per account (429 with Retry-After), other accounts unaffected', async () => {
    const guesser = await createUser(t);
    const other = await createUser(t);
    const guess = (user: TestUser, code: string) =>
      t.request('POST', '/api/cart/discount/', { token: user.token, json: { code } });
    for (let i = 0; i < 10; i++) expect((await guess(guesser, `GUESS${i}`)).status).toBe(400);
    const refused = await guess(guesser, 'GUESS10');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect((await guess(other, 'GUESS11')).status).toBe(400);
  });

  it('discount-code attempts are throttled per client across accounts', async () => {
    // The first test's 12 attempts came from this client too: 30 in all are allowed per 15 minutes.
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i++)
      status = (
        await t.request('POST', '/api/cart/discount/', {
          token: (await createUser(t)).token,
          json: { code: `MANY${i}` },
        })
      ).status;
    expect(status).toBe(429);
  });
});
