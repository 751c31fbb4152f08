import { Writable } from 'node:stream';
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
  /** The link of the newest confirmation email to `to` (kept in the log: these tests run without SMTP). */
  const confirmLinkOf = async (to: string) => {
    const mails = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.kind, 'back_in_stock_confirm'), eq(emailLogs.to, to)));
    return mails.at(-1)!.text.match(/Confirm the alert: http:\/\/api\.test(\S+)/)![1];
  };
  /** A visitor's request, confirmed from its email as its owner would (the page's button POSTs). */
  const notifyConfirmed = async (productId: number, sizeId: number, email: string) => {
    const res = await notify(productId, { product_size_id: sizeId, email });
    expect(res.status).toBe(201);
    const confirmed = await t.request('POST', await confirmLinkOf(email.toLowerCase()));
    expect(confirmed.status).toBe(200);
  };

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
    await notifyConfirmed(p.id, s.id, 'visitor@example.test');
    // Signed in: no email needed, the account's address is used, active at once.
    const mine = await notify(p.id, { product_size_id: s.id }, shopper.token);
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ email: 'shopper.one@example.test', status: 'active' });
    await notifyConfirmed(p.id, m.id, 'waits-for-m@example.test');

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
    await notifyConfirmed(p.id, size.id, 'ring@example.test');
    expect(await alertsTo('ring@example.test')).toHaveLength(0);
    const cancel = await t.request('POST', `/api/orders/${order.body.id}/cancel/`, { token: buyer.token });
    expect(cancel.status).toBe(200);
    expect(await alertsTo('ring@example.test')).toHaveLength(1);
  });

  it('unsubscribe is a POST from the link page: GET shows a button and changes nothing; POST withdraws every open request of that address', async () => {
    const p = await soldOutProduct();
    const [s, m, l] = p.sizes;
    await notifyConfirmed(p.id, s.id, 'leaving@example.test');
    await notifyConfirmed(p.id, m.id, 'leaving@example.test');
    await restock(p.id, [
      { id: s.id, label: 'S', stock: 2 },
      { id: m.id, label: 'M', stock: 0 },
      { id: l.id, label: 'L', stock: 3 },
    ]);
    const [mail] = await alertsTo('leaving@example.test');
    const link = mail.text.match(/Unsubscribe: http:\/\/api\.test(\S+)/)![1];
    expect(mail.html).toContain(`href="http://api.test${link}"`);
    const open = async () =>
      (
        await t.db.select().from(backInStockRequests).where(eq(backInStockRequests.email, 'leaving@example.test'))
      ).filter((r) => r.unsubscribedAt === null).length;
    expect(await open()).toBe(2); // S was used up by its alert but not withdrawn; M still waits

    // Mail scanners and link previews open links: a GET only shows the page, whose button posts.
    const page = await t.request('GET', link, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toMatch(/<form method="post"><button type="submit">Unsubscribe<\/button><\/form>/);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect((await t.request('GET', link)).status).toBe(200);
    expect(await open()).toBe(2);

    // The page's button: an empty HTML form posted to the same URL.
    const done = await t.request('POST', link, {
      body: '',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain('You are unsubscribed');
    expect(await open()).toBe(0);
    // A mail client's one-click unsubscribe (RFC 8058), and a second click, are still a success.
    const oneClick = await t.request('POST', link, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.body.detail).toMatch(/not send you any more/);

    await restock(p.id, [
      { id: s.id, label: 'S', stock: 2 },
      { id: m.id, label: 'M', stock: 4 },
      { id: l.id, label: 'L', stock: 3 },
    ]);
    expect(await alertsTo('leaving@example.test')).toHaveLength(1);
    expect((await t.request('GET', '/api/notify/unsubscribe/not-a-real-token/')).status).toBe(404);
    expect((await t.request('POST', '/api/notify/unsubscribe/not-a-real-token/')).status).toBe(404);
  });

  it('a back-in-stock request from an address not signed in stays inactive until the address confirms it by a POST from the link page', async () => {
    const p = await soldOutProduct();
    const [s, m, l] = p.sizes;
    const asked = await notify(p.id, { product_size_id: s.id, email: 'Stranger@Example.test' });
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({
      detail: 'Check your inbox: follow the link we sent to confirm the alert.',
      product_size_id: s.id,
      email: 'stranger@example.test',
      status: 'pending_confirmation',
    });
    // A signed-in shopper typing another address than the account's: confirmed by that address too.
    const typed = await notify(p.id, { product_size_id: m.id, email: 'friend@example.test' }, shopper.token);
    expect(typed.body.status).toBe('pending_confirmation');
    // Asking again sends no second email.
    await notify(p.id, { product_size_id: s.id, email: 'stranger@example.test' });
    const confirmations = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.kind, 'back_in_stock_confirm'), eq(emailLogs.to, 'stranger@example.test')));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0].subject).toContain('confirm your back-in-stock alert');
    expect(confirmations[0].text).toContain('Saffron Braid Bracelet (S)');

    // Restocked before the confirmation: nothing goes to the unconfirmed addresses.
    await restock(p.id, [
      { id: s.id, label: 'S', stock: 1 },
      { id: m.id, label: 'M', stock: 1 },
      { id: l.id, label: 'L', stock: 3 },
    ]);
    expect(await alertsTo('stranger@example.test')).toHaveLength(0);
    expect(await alertsTo('friend@example.test')).toHaveLength(0);
    await restock(p.id, [
      { id: s.id, label: 'S', stock: 0 },
      { id: m.id, label: 'M', stock: 0 },
      { id: l.id, label: 'L', stock: 3 },
    ]);

    // Following the link: GET shows the button and changes nothing; its POST activates the alert.
    const link = await confirmLinkOf('stranger@example.test');
    const page = await t.request('GET', link, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<button type="submit">Confirm the alert</button>');
    const [pending] = await t.db
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.email, 'stranger@example.test'));
    expect(pending.confirmed).toBe(false);
    const confirmed = await t.request('POST', link, { headers: { accept: 'text/html' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain('Your alert is on');
    expect((await t.request('POST', '/api/notify/confirm/not-a-real-token/')).status).toBe(404);

    await restock(p.id, [
      { id: s.id, label: 'S', stock: 1 },
      { id: m.id, label: 'M', stock: 1 },
      { id: l.id, label: 'L', stock: 3 },
    ]);
    expect(await alertsTo('stranger@example.test')).toHaveLength(1);
    expect(await alertsTo('friend@example.test')).toHaveLength(0);
  });
});

describe('alert links kept out of the request log', () => {
  it('the unsubscribe and confirmation tokens are in no request log line, GET or POST', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await startTestApp({ config: { apiUrl: 'http://api.test' }, logger: { level: 'info', stream } });
    try {
      const admin = await createUser(t, { role: 'admin' });
      const shopper = await createUser(t);
      const p = await createProduct(t, { sizes: [{ label: 'S', stock: 0 }] });
      const size = p.sizes[0];
      const notInLog = (link: string) => {
        const token = link.split('/').at(-2)!;
        expect(token.length).toBeGreaterThan(40);
        expect(lines.join('')).not.toContain(token);
      };
      // A signed-in shopper's alert (active at once), sent by a restock: its unsubscribe link.
      await t.request('POST', `/api/products/${p.id}/notify/`, {
        token: shopper.token,
        json: { product_size_id: size.id },
      });
      await t.request('PATCH', `/api/admin/products/${p.id}/`, {
        token: admin.token,
        json: { sizes: [{ id: size.id, label: 'S', stock: 2 }] },
      });
      const [alert] = await t.db.select().from(emailLogs).where(eq(emailLogs.kind, 'back_in_stock'));
      const unsubscribeLink = alert.text.match(/Unsubscribe: http:\/\/api\.test(\S+)/)![1];
      expect((await t.request('GET', unsubscribeLink)).status).toBe(200);
      notInLog(unsubscribeLink);
      expect((await t.request('POST', unsubscribeLink)).status).toBe(200);
      notInLog(unsubscribeLink);

      // A visitor's request: its confirmation link.
      await t.request('PATCH', `/api/admin/products/${p.id}/`, {
        token: admin.token,
        json: { sizes: [{ id: size.id, label: 'S', stock: 0 }] },
      });
      await t.request('POST', `/api/products/${p.id}/notify/`, {
        json: { product_size_id: size.id, email: 'quiet@example.test' },
      });
      const [confirm] = await t.db.select().from(emailLogs).where(eq(emailLogs.kind, 'back_in_stock_confirm'));
      const confirmLink = confirm.text.match(/http:\/\/api\.test(\/api\/notify\/confirm\/\S+)/)![1];
      expect((await t.request('GET', confirmLink)).status).toBe(200);
      expect((await t.request('POST', confirmLink)).status).toBe(200);
      notInLog(confirmLink);
      expect(lines.join('')).toContain('request completed'); // request lines are written (the notify calls', say)
    } finally {
      await t.close();
    }
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
