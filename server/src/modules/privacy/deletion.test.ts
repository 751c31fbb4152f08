import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backInStockRequests,
  emailLogs,
  jobs,
  orders,
  recoveryCodes,
  refreshTokens,
  users,
  wishlistItems,
} from '../../db/schema';
import { createProduct, createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { codeAt, enableTwoFactor, signUp } from '../../test/accounts';

/** A registered, signed-in shopper as the fixtures' order helpers take it. */
const asUser = (a: Awaited<ReturnType<typeof signUp>>): TestUser => ({ ...a, token: a.access });

const userRow = async (t: TestApp, id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const emailsTo = (t: TestApp, to: string) => t.db.select().from(emailLogs).where(eq(emailLogs.to, to));
const eraseJobs = (t: TestApp) => t.db.select().from(jobs).where(eq(jobs.kind, 'privacy.erase'));
const del = (t: TestApp, token: string, json: unknown) => t.request('POST', '/api/account/delete/', { token, json });

describe('§25.1 account deletion', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ jobWorker: false });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('needs a signed-in user (401) and a password (400 naming it)', async () => {
    expect((await t.request('POST', '/api/account/delete/', { json: { password: 'x' } })).status).toBe(401);
    const shopper = await signUp(t);
    const res = await del(t, shopper.access, {});
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('password');
  });

  it('a wrong password is 400 naming password and changes nothing', async () => {
    const shopper = await signUp(t);
    const res = await del(t, shopper.access, { password: 'Not-The-Password-1' });
    expect(res.status).toBe(400);
    expect(res.body.password).toEqual(['Incorrect password.']);
    expect(await userRow(t, shopper.id)).toMatchObject({ isActive: true, deletedAt: null, email: shopper.email });
    expect((await t.request('GET', '/api/profile/', { token: shopper.access })).status).toBe(200);
    expect(await eraseJobs(t)).toEqual([]);
  });

  it('closes the account at once, emails the address, then erases the person and keeps the orders anonymous', async () => {
    const shopper = await signUp(t);
    await t.request('PATCH', '/api/profile/', {
      token: shopper.access,
      json: {
        first_name: 'Ada',
        last_name: 'Weaver',
        phone: '+1 555 0100',
        address_line1: '12 Loom Street',
        city: 'Portland',
        country: 'US',
      },
    });
    const product = await createProduct(t, {
      sizes: [
        { label: 'M', stock: 5 },
        { label: 'L', stock: 0 },
      ],
    });
    const placed = await placeOrder(t, asUser(shopper), [
      { product_id: product.id, product_size_id: product.sizes[0].id },
    ]);
    expect(placed.status).toBe(201);
    await t.request('POST', '/api/wishlist/', { token: shopper.access, json: { product_id: product.id } });
    await t.request('POST', `/api/products/${product.id}/notify/`, {
      token: shopper.access,
      json: { product_size_id: product.sizes[1].id },
    });
    expect(await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, shopper.id))).toHaveLength(1);

    const res = await del(t, shopper.access, { password: shopper.password });
    expect(res.status).toBe(202);

    // Deactivated at once: the access token, the refresh token and the password are all refused.
    expect((await t.request('GET', '/api/profile/', { token: shopper.access })).status).toBe(401);
    expect((await t.request('POST', '/api/refresh/', { json: { refresh: shopper.refresh } })).status).toBe(401);
    const login = await t.request('POST', '/api/login/', {
      json: { email: shopper.email, password: shopper.password },
    });
    expect(login.status).toBeGreaterThanOrEqual(400);
    expect(login.status).toBeLessThan(500);
    // The confirmation email goes to the address before it is erased.
    const [confirmation] = (await emailsTo(t, shopper.email)).filter((e) => e.kind === 'account_deleted');
    expect(confirmation.text).toContain('last email');

    await t.app.jobs.drain();

    const row = await userRow(t, shopper.id);
    expect(row).toMatchObject({
      username: `deleted-${shopper.id}`,
      email: `deleted-${shopper.id}@deleted.invalid`,
      firstName: '',
      lastName: '',
      phone: '',
      addressLine1: '',
      city: '',
      country: '',
      profilePicture: null,
      isActive: false,
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(order.shipping).toMatchObject({ full_name: 'Deleted customer', phone: '', address_line1: '', city: '' });
    expect(order.total).toBe(placed.body.total);
    for (const table of [wishlistItems, refreshTokens, recoveryCodes]) {
      expect(await t.db.select().from(table).where(eq(table.userId, shopper.id))).toEqual([]);
    }
    expect(
      await t.db
        .select()
        .from(backInStockRequests)
        .where(or(eq(backInStockRequests.userId, shopper.id), eq(backInStockRequests.email, shopper.email))),
    ).toEqual([]);
    // The log keeps that emails were sent, not to whom or what they said.
    expect(await emailsTo(t, shopper.email)).toEqual([]);
    const kept = await emailsTo(t, row.email);
    expect(kept.map((e) => e.kind)).toContain('account_deleted');
    expect(kept.every((e) => e.text === '' && e.html === '')).toBe(true);

    // The admin's order view: the order, with no customer and the anonymous label.
    const seen = await t.request('GET', `/api/admin/orders/${order.id}/`, { token: admin.token });
    expect(seen.status).toBe(200);
    expect(seen.body.customer).toBeNull();
    expect(seen.body.shipping.full_name).toBe('Deleted customer');
    const list = await t.request('GET', `/api/admin/orders/?search=${order.number}`, { token: admin.token });
    expect(list.body.results[0].customer).toBeNull();

    // Emails to the address stop: a status change of the order emails nobody.
    const before = (await t.db.select().from(emailLogs)).length;
    const moved = await t.request('PATCH', `/api/admin/orders/${order.id}/`, {
      token: admin.token,
      json: { status: 'confirmed' },
    });
    expect(moved.status).toBe(200);
    expect((await t.db.select().from(emailLogs)).length).toBe(before);

    // The address is free for a new account.
    const again = await t.request('POST', '/api/register/', {
      json: { username: `again${shopper.id}`, email: shopper.email, password: shopper.password },
    });
    expect(again.status).toBe(201);
  });

  it('a second deletion, even racing the first, is refused and queues nothing more', async () => {
    const shopper = await signUp(t);
    const [a, b] = await Promise.all([
      del(t, shopper.access, { password: shopper.password }),
      del(t, shopper.access, { password: shopper.password }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(202);
    // The loser was either past the guard (409) or came after the revocation (401).
    expect([401, 409]).toContain(statuses[1]);
    const later = await del(t, shopper.access, { password: shopper.password });
    expect(later.status).toBe(401);
    const mine = (await eraseJobs(t)).filter((j) => (j.payload as { userId: number }).userId === shopper.id);
    expect(mine).toHaveLength(1);
    const confirmations = (await emailsTo(t, shopper.email)).filter((e) => e.kind === 'account_deleted');
    expect(confirmations).toHaveLength(1);
    await t.app.jobs.drain();
  });

  it('with two-factor on, the code is needed too (400 naming otp) and a wrong one changes nothing', async () => {
    const shopper = await signUp(t);
    const { secret } = await enableTwoFactor(t, shopper.access);
    const missing = await del(t, shopper.access, { password: shopper.password });
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty('otp');
    const wrong = await del(t, shopper.access, { password: shopper.password, otp: '00000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toHaveProperty('otp');
    expect(await userRow(t, shopper.id)).toMatchObject({ isActive: true, deletedAt: null });
    const ok = await del(t, shopper.access, { password: shopper.password, otp: codeAt(t, secret) });
    expect(ok.status).toBe(202);
    await t.app.jobs.drain();
    expect(await userRow(t, shopper.id)).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null });
  });

  it('the last admin cannot delete itself (409); with another admin it can', async () => {
    const first = await signUp(t);
    // Only this test's admins are active admins: the fixture admin steps aside for it.
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.role, 'admin'));
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, first.id));
    const relogin = await t.request('POST', '/api/login/', { json: { email: first.email, password: first.password } });
    const refused = await del(t, relogin.body.access, { password: first.password });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('last_admin');
    expect(await userRow(t, first.id)).toMatchObject({ isActive: true, deletedAt: null });

    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const relogin2 = await t.request('POST', '/api/login/', { json: { email: first.email, password: first.password } });
    expect((await del(t, relogin2.body.access, { password: first.password })).status).toBe(202);
    admin = { ...admin, token: (await createUser(t, { role: 'admin' })).token };
    await t.app.jobs.drain();
  });
});

describe('§25.1 account deletion is throttled like sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ jobWorker: false, config: { rateLimit: true } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after ten wrong passwords, and then refuses the right one too', async () => {
    const shopper = await signUp(t);
    for (let i = 0; i < 10; i++) {
      expect((await del(t, shopper.access, { password: `Wrong-Guess-${i}` })).status).toBe(400);
    }
    const blocked = await del(t, shopper.access, { password: shopper.password });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect(await userRow(t, shopper.id)).toMatchObject({ isActive: true, deletedAt: null });
  });
});
