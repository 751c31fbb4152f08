import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, repairs } from '../../db/schema';
import { createProduct, createUser, sampleShipping, signAccessToken, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const DAY = 86_400;

/**
 * Repairs over HTTP (docs/api.md, "Repairs"; §31): the window after delivery, the lines and quantities, the
 * photos, whose repair is whose, the admin's steps and the email each step sends.
 */
describe('repairs', () => {
  let t: TestApp;
  let ada: TestUser;
  let ben: TestUser;
  let admin: TestUser;
  let scarf: Awaited<ReturnType<typeof createProduct>>;
  let png: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    ada = await createUser(t);
    ben = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    scarf = await createProduct(t, { name: 'Silk Scarf Tie', price: '18.00', stock: 100 });
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#6b2d5c' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (user: TestUser) => ({ token: user.token });
  /** The user's token signed at the test clock's current time (an older one expires as the clock moves on). */
  const fresh = async (user: TestUser, role: 'admin' | 'customer' = 'customer') => ({
    ...user,
    token: await signAccessToken(t, { ...user, role }),
  });

  async function placedOrder(user: TestUser, quantity = 2) {
    const added = await t.request('POST', '/api/cart/', { ...as(user), json: { product_id: scarf.id, quantity } });
    expect(added.status, added.text).toBe(201);
    const placed = await t.request('POST', '/api/orders/', { ...as(user), json: { shipping: sampleShipping } });
    expect(placed.status, placed.text).toBe(201);
    return placed.body as { id: number; number: string; items: { id: number }[] };
  }
  async function moveTo(orderId: number, ...statuses: string[]) {
    for (const status of statuses) {
      const res = await t.request('PATCH', `/api/admin/orders/${orderId}/`, { ...as(admin), json: { status } });
      expect(res.status, res.text).toBe(200);
    }
  }
  async function deliveredOrder(user: TestUser, quantity = 2) {
    const order = await placedOrder(user, quantity);
    await moveTo(order.id, 'confirmed', 'shipped', 'delivered');
    return order;
  }
  const ask = (user: TestUser, orderId: number, json: Record<string, unknown>) =>
    t.request('POST', `/api/orders/${orderId}/repairs/`, {
      ...as(user),
      json: { description: 'A seam came apart at the hem.', ...json },
    });
  const step = (id: number, json: Record<string, unknown>) =>
    t.request('PATCH', `/api/admin/repairs/${id}/`, { ...as(admin), json });
  const repairEmails = async (to: string) =>
    t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, to), eq(emailLogs.kind, 'repair_status')));
  const repairCount = async () => (await t.db.select().from(repairs)).length;

  it('§31.1 a delivered order may be repaired up to REPAIR_DAYS (180) after delivery, not a day later', async () => {
    const order = await deliveredOrder(ben, 1);
    const body = { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] };
    t.clock.advance(181 * DAY);
    try {
      const before = await repairCount();
      const late = await ask(await fresh(ben), order.id, body);
      expect(late.status).toBe(400);
      expect(late.body.non_field_errors[0]).toMatch(/we repair pieces for 180 days after delivery/);
      expect(await repairCount()).toBe(before);
    } finally {
      t.clock.advance(-181 * DAY);
    }
    // Day 180 still counts, to the second.
    t.clock.advance(180 * DAY);
    try {
      const last = await ask(await fresh(ben), order.id, body);
      expect(last.status, last.text).toBe(201);
    } finally {
      t.clock.advance(-180 * DAY);
    }
  });

  it('§31.1 an order not delivered cannot be repaired; another shopper’s order is a 404', async () => {
    const order = await placedOrder(ada, 1);
    const body = { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] };
    const early = await ask(ada, order.id, body);
    expect(early.status).toBe(400);
    expect(early.body.non_field_errors[0]).toMatch(/Only a delivered order can be repaired; this one is pending/);
    await moveTo(order.id, 'confirmed', 'shipped');
    expect((await ask(ada, order.id, body)).status).toBe(400);
    await moveTo(order.id, 'delivered');
    const stranger = await ask(ben, order.id, body);
    expect(stranger.status).toBe(404);
    expect((await t.request('POST', `/api/orders/${order.id}/repairs/`, { json: body })).status).toBe(401);
  });

  it('§31.2 lines must be of the order and at most what was bought, minus what is already under an open repair', async () => {
    const order = await deliveredOrder(ada, 2);
    const other = await deliveredOrder(ada, 1);
    const line = order.items[0].id;
    const foreign = await ask(ada, order.id, { lines: [{ order_item_id: other.items[0].id, quantity: 1 }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.lines[0]).toMatch(/is not part of this order/);
    const tooMany = await ask(ada, order.id, { lines: [{ order_item_id: line, quantity: 3 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.lines[0]).toMatch(/only 2 of 2 can be sent for repair/);
    const none = await ask(ada, order.id, { lines: [] });
    expect(none.status).toBe(400);
    expect(none.body.lines[0]).toMatch(/Choose at least one piece to repair/);
    const blank = await ask(ada, order.id, { lines: [{ order_item_id: line, quantity: 1 }], description: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.description).toBeDefined();

    const first = await ask(ada, order.id, { lines: [{ order_item_id: line, quantity: 1 }] });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      number: `${order.number}-RP1`,
      status: 'requested',
      lines: [{ order_item_id: line, name: 'Silk Scarf Tie', quantity: 1 }],
      description: 'A seam came apart at the hem.',
      photos: [],
      status_history: [{ status: 'requested', message: '', tracking_number: '' }],
    });
    const twoMore = await ask(ada, order.id, { lines: [{ order_item_id: line, quantity: 2 }] });
    expect(twoMore.status).toBe(400);
    expect(twoMore.body.lines[0]).toMatch(/only 1 of 2/);
    const second = await ask(ada, order.id, { lines: [{ order_item_id: line, quantity: 1 }] });
    expect(second.status).toBe(201);
    expect(second.body.number).toBe(`${order.number}-RP2`);
    const third = await ask(ada, order.id, { lines: [{ order_item_id: line, quantity: 1 }] });
    expect(third.body.lines[0]).toMatch(/every piece is already with us for repair/);
    // A declined repair frees its units again.
    expect((await step(second.body.id, { status: 'declined', message: 'Worn by use, not a fault.' })).status).toBe(200);
    expect((await ask(ada, order.id, { lines: [{ order_item_id: line, quantity: 1 }] })).status).toBe(201);
  });

  it('§31.5 another shopper’s repair is a 404; my list holds only mine, by order when asked', async () => {
    const order = await deliveredOrder(ada, 1);
    const created = await ask(ada, order.id, { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] });
    expect(created.status).toBe(201);
    expect((await t.request('GET', `/api/repairs/${created.body.id}/`, as(ada))).body.id).toBe(created.body.id);
    expect((await t.request('GET', `/api/repairs/${created.body.id}/`, as(ben))).status).toBe(404);
    const mine = await t.request('GET', `/api/repairs/?order=${order.id}`, as(ada));
    expect(mine.body.results.map((r: { id: number }) => r.id)).toEqual([created.body.id]);
    const bens = await t.request('GET', '/api/repairs/', as(ben));
    expect(bens.body.results.every((r: { order_id: number }) => r.order_id !== order.id)).toBe(true);
    expect((await t.request('GET', `/api/repairs/?order=${order.id}`, as(ben))).body.count).toBe(0);
    expect((await t.request('GET', '/api/admin/repairs/', as(ada))).status).toBe(403);
    expect((await t.request('PATCH', `/api/admin/repairs/${created.body.id}/`, { ...as(ada), json: {} })).status).toBe(
      403,
    );
  });

  it('§31.3 §31.4 the admin moves a repair to shipped, each step emailing the shopper once in its transaction', async () => {
    const shopper = await createUser(t);
    const order = await deliveredOrder(shopper, 1);
    const created = await ask(shopper, order.id, { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(await repairEmails(shopper.email)).toHaveLength(1);

    // Illegal steps: nothing changes, nothing is emailed.
    const skip = await step(id, { status: 'shipped', tracking_number: 'X1' });
    expect(skip.status).toBe(400);
    expect(skip.body.status[0]).toMatch(/A repair that is requested cannot become shipped/);
    const unknown = await step(id, { status: 'lost' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.status).toBeDefined();

    expect((await step(id, { status: 'accepted', message: 'Send it to the workshop.' })).status).toBe(200);
    expect((await step(id, { status: 'accepted' })).status).toBe(400);
    expect((await step(id, { status: 'received' })).status).toBe(200);
    expect((await step(id, { status: 'repaired' })).status).toBe(200);
    const noTracking = await step(id, { status: 'shipped' });
    expect(noTracking.status).toBe(400);
    expect(noTracking.body.tracking_number[0]).toMatch(/tracking number/);
    const shipped = await step(id, { status: 'shipped', tracking_number: '1Z999AA10123456784', carrier: 'ups' });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      customer: { email: shopper.email },
    });
    expect(shipped.body.status_history.map((h: { status: string }) => h.status)).toEqual([
      'requested',
      'accepted',
      'received',
      'repaired',
      'shipped',
    ]);
    expect(shipped.body.status_history[1].message).toBe('Send it to the workshop.');
    expect(shipped.body.status_history[4].tracking_number).toBe('1Z999AA10123456784');
    expect((await step(id, { status: 'repaired' })).status).toBe(400);

    const mails = await repairEmails(shopper.email);
    expect(mails.map((m) => m.subject.replace(/.*is /, ''))).toEqual([
      'requested',
      'accepted',
      'received',
      'repaired',
      'shipped',
    ]);
    const last = mails[4];
    expect(last.text).toContain('1Z999AA10123456784');
    expect(last.text).toContain('on its way back to you');
    expect(last.html).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');

    const seen = await t.request('GET', `/api/repairs/${id}/`, as(shopper));
    expect(seen.body).toMatchObject({ status: 'shipped', tracking_number: '1Z999AA10123456784' });
    expect(seen.body.customer).toBeUndefined();
    const listed = await t.request('GET', '/api/admin/repairs/?status=shipped', as(admin));
    expect(listed.body.results.map((r: { id: number }) => r.id)).toContain(id);
    expect(listed.body.results.every((r: { status: string }) => r.status === 'shipped')).toBe(true);
  });

  it('§31.3 declining needs a message, which the shopper reads in the email; a declined repair is final', async () => {
    const shopper = await createUser(t);
    const order = await deliveredOrder(shopper, 1);
    const created = await ask(shopper, order.id, { lines: [{ order_item_id: order.items[0].id, quantity: 1 }] });
    const bare = await step(created.body.id, { status: 'declined' });
    expect(bare.status).toBe(400);
    expect(bare.body.message[0]).toMatch(/why the repair is declined/);
    expect(await repairEmails(shopper.email)).toHaveLength(1);
    const declined = await step(created.body.id, { status: 'declined', message: 'The tear is from a pet.' });
    expect(declined.status).toBe(200);
    expect(declined.body.message).toBe('The tear is from a pet.');
    expect((await step(created.body.id, { status: 'accepted' })).status).toBe(400);
    const mails = await repairEmails(shopper.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('Our note: The tear is from a pet.');
    expect((await step(999_999, { status: 'accepted' })).status).toBe(404);
  });

  it('§31.2 photos are re-encoded to WebP (metadata dropped), at most 3; a non-image is a 400 naming photos', async () => {
    const order = await deliveredOrder(ada, 1);
    const form = (files: Buffer[]) => {
      const f = new FormData();
      f.set('lines', JSON.stringify([{ order_item_id: order.items[0].id, quantity: 1 }]));
      f.set('description', 'The strap tore.');
      for (const file of files) f.append('photos', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'p.png');
      return f;
    };
    const send = (files: Buffer[]) =>
      t.request('POST', `/api/orders/${order.id}/repairs/`, { ...as(ada), body: form(files) });
    const before = await repairCount();
    const four = await send([png, png, png, png]);
    expect(four.status).toBe(400);
    expect(four.body.photos).toBeDefined();
    const notImage = await send([Buffer.from('not an image at all')]);
    expect(notImage.status).toBe(400);
    expect(notImage.body.photos[0]).toMatch(/valid image/);
    expect(await repairCount()).toBe(before);

    const created = await send([png, png]);
    expect(created.status, created.text).toBe(201);
    expect(created.body.description).toBe('The strap tore.');
    expect(created.body.photos).toHaveLength(2);
    expect(created.body.photos[0]).toMatch(/^\/media\/repairs\/repair-\d+-[0-9a-f-]{36}\.webp$/);
    const served = await fetch(`${t.base}${created.body.photos[0]}`);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  describe('with REPAIR_DAYS=0 and the rate limits on', () => {
    let off: TestApp;
    // A second app on a busy machine: its start and its requests get more than the default time.
    beforeAll(async () => {
      off = await startTestApp({ config: { repairDays: 0, rateLimit: true } });
    }, 120_000);
    afterAll(async () => {
      await off.close();
    });
    const askOff = (token: string, orderId: number, line = 1) =>
      off.request('POST', `/api/orders/${orderId}/repairs/`, {
        token,
        json: { lines: [{ order_item_id: line, quantity: 1 }], description: 'Torn.' },
      });

    it('§31.1 REPAIR_DAYS=0 takes no repair requests, and the config says 0', async () => {
      const [shopper, boss] = [await createUser(off), await createUser(off, { role: 'admin' })];
      const piece = await createProduct(off, { stock: 5 });
      await off.request('POST', '/api/cart/', { token: shopper.token, json: { product_id: piece.id, quantity: 1 } });
      const placed = await off.request('POST', '/api/orders/', {
        token: shopper.token,
        json: { shipping: sampleShipping },
      });
      expect(placed.status, placed.text).toBe(201);
      for (const status of ['confirmed', 'shipped', 'delivered']) {
        await off.request('PATCH', `/api/admin/orders/${placed.body.id}/`, { token: boss.token, json: { status } });
      }
      const res = await askOff(shopper.token, placed.body.id, placed.body.items[0].id);
      expect(res.status).toBe(400);
      expect(res.body.non_field_errors[0]).toMatch(/not taking repair requests/);
      expect((await off.request('GET', '/api/config/')).body.repair_days).toBe(0);
    }, 120_000);

    it('§31.5 repair requests are throttled per account', async () => {
      const user = await createUser(off);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await askOff(user.token, 999_999)).status);
      expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
      expect(statuses[10]).toBe(429);
      // Another account is not held back by the first.
      const other = await createUser(off);
      expect((await askOff(other.token, 999_999)).status).toBe(404);
    }, 120_000);
  });
});
