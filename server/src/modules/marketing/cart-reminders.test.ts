import { writeFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartReminders, carts, emailLogs, marketingConsents, products } from '../../db/schema';
import { createProduct, createUser, sampleShipping, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { enqueueJob } from '../../plugins/jobs';

/**
 * Time passes for the cart by moving its `updated_at` back (the trigger writes the database's clock, which a test
 * clock cannot move), and for the weekly limit by moving the reminder's `sent_at` back.
 */
describe('§28.5 cart reminders through the job queue', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ jobWorker: false, config: { cartReminderHours: 4 } });
  });
  afterAll(() => t.close());

  async function consenting(status: 'confirmed' | 'pending' = 'confirmed') {
    const user = await createUser(t);
    const now = t.clock.now();
    await t.db.insert(marketingConsents).values({
      email: user.email,
      userId: user.id,
      status,
      source: 'profile',
      requestedAt: now,
      confirmedAt: status === 'confirmed' ? now : null,
    });
    return user;
  }
  const add = async (user: TestUser, productId: number) => {
    const res = await t.request('POST', '/api/cart/', { token: user.token, json: { product_id: productId } });
    expect(res.status, res.text).toBe(201);
  };
  const age = (user: TestUser, hours: number) =>
    t.db
      .update(carts)
      .set({ updatedAt: sql`${carts.updatedAt} - ${hours} * interval '1 hour'` })
      .where(eq(carts.userId, user.id));
  const sweep = async () => {
    await enqueueJob(t.db, 'marketing.cart-reminders', {});
    await t.app.jobs.drain();
  };
  const reminders = (user: TestUser) =>
    t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, user.email), eq(emailLogs.kind, 'cart_reminder')));

  it('one reminder after CART_REMINDER_HOURS, with current prices, pictures and stock, and RFC 8058 headers', async () => {
    const user = await consenting();
    const product = await createProduct(t, { name: 'Indigo Scrunchie', price: '12.00', stock: 2 });
    await add(user, product.id);
    await age(user, 3);
    await sweep();
    expect(await reminders(user)).toHaveLength(0);

    await age(user, 2);
    await t.db.update(products).set({ price: '9.50' }).where(eq(products.id, product.id));
    await sweep();
    await sweep();
    const [email, ...more] = await reminders(user);
    expect(more).toHaveLength(0);
    expect(email.text).toContain('Indigo Scrunchie: $9.50 (Only 2 left)');
    expect(email.html).toContain(`/media/products/${product.id}.webp`);
    // EMAIL_SAMPLES_DIR keeps the email as sent: docs/screenshots/cart-reminder.png is it, drawn by Chromium.
    if (process.env.EMAIL_SAMPLES_DIR)
      writeFileSync(`${process.env.EMAIL_SAMPLES_DIR}/cart-reminder.html`, email.html!);
    expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(email.headers?.['List-Unsubscribe']).toMatch(
      /^<http[^>]+\/api\/newsletter\/unsubscribe\/[\w-]+\/>, <mailto:[^>]+>$/,
    );

    // One-click unsubscribe (RFC 8058): the header's URL, POSTed by the mail client, without signing in.
    const link = new URL(/<(http[^>]+)>/.exec(email.headers!['List-Unsubscribe'])![1]).pathname;
    expect(email.text).toContain(link); // the same link in the email's own words
    const page = await t.request('GET', link, { headers: { accept: 'text/html' } });
    expect(page.text).toContain('<form method="post">');
    const [still] = await t.db.select().from(marketingConsents).where(eq(marketingConsents.email, user.email));
    expect(still.status).toBe('confirmed');
    const oneClick = await t.request('POST', link, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const [after] = await t.db.select().from(marketingConsents).where(eq(marketingConsents.email, user.email));
    expect(after.status).toBe('unsubscribed');
  });

  it('at most one a week: a changed cart waits out the 7 days', async () => {
    const user = await consenting();
    const first = await createProduct(t);
    await add(user, first.id);
    await age(user, 5);
    await sweep();
    expect(await reminders(user)).toHaveLength(1);

    await add(user, (await createProduct(t)).id);
    await age(user, 5);
    await sweep();
    expect(await reminders(user)).toHaveLength(1);

    await t.db
      .update(cartReminders)
      .set({ sentAt: sql`${cartReminders.sentAt} - interval '8 days'` })
      .where(eq(cartReminders.userId, user.id));
    await sweep();
    expect(await reminders(user)).toHaveLength(2);
  });

  it('ordering or emptying the cart ends it; none when every line is sold out or without confirmed consent', async () => {
    const orderer = await consenting();
    await add(orderer, (await createProduct(t)).id);
    await age(orderer, 5);
    const placed = await t.request('POST', '/api/orders/', {
      token: orderer.token,
      json: { shipping: sampleShipping },
    });
    expect(placed.status, placed.text).toBe(201);

    const emptier = await consenting();
    await add(emptier, (await createProduct(t)).id);
    await age(emptier, 5);
    expect((await t.request('DELETE', '/api/cart/', { token: emptier.token })).status).toBe(200);

    const soldOut = await consenting();
    const piece = await createProduct(t, { stock: 1 });
    await add(soldOut, piece.id);
    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, piece.id));
    await age(soldOut, 5);

    const unconfirmed = await consenting('pending');
    await add(unconfirmed, (await createProduct(t)).id);
    await age(unconfirmed, 5);

    await sweep();
    for (const user of [orderer, emptier, soldOut, unconfirmed]) expect(await reminders(user)).toHaveLength(0);
  });

  it('exactly once across instances: two instances sweeping the same carts at once send one reminder each', async () => {
    const other = await startTestApp({ jobWorker: false, sameDatabaseAs: t });
    try {
      const users = [await consenting(), await consenting()];
      for (const user of users) {
        await add(user, (await createProduct(t)).id);
        await age(user, 5);
      }
      await Promise.all([
        (async () => {
          await enqueueJob(t.db, 'marketing.cart-reminders', {});
          await t.app.jobs.drain();
        })(),
        (async () => {
          await enqueueJob(other.db, 'marketing.cart-reminders', {});
          await other.app.jobs.drain();
        })(),
      ]);
      for (const user of users) expect(await reminders(user)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
