import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, marketingConsents, reviews } from '../../db/schema';
import { createProduct, createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/accounts';

const pathOf = (url: string) => new URL(url).pathname;

describe('§25 the data export and account deletion include consent, reviews (§27, §28) and repairs (§31)', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ jobWorker: false });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  /** A shopper who confirmed marketing email from the profile and whose review of a delivered piece is published. */
  async function consentingReviewer() {
    const shopper = await signUp(t);
    const user = { id: shopper.id, email: shopper.email, username: shopper.username, token: shopper.access };
    await t.request('PATCH', '/api/profile/', { token: shopper.access, json: { marketing_consent: true } });
    const [confirm] = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, shopper.email), eq(emailLogs.kind, 'marketing_confirm')));
    const token = /\/api\/newsletter\/confirm\/([\w-]+)\//.exec(confirm.text)![1];
    expect((await t.request('POST', `/api/newsletter/confirm/${token}/`)).status).toBe(200);

    const product = await createProduct(t);
    const placed = await placeOrder(t, user, [{ product_id: product.id }]);
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      await t.request('PATCH', `/api/admin/orders/${placed.body.id}/`, { token: admin.token, json: { status } });
    }
    const order = await t.request('GET', `/api/orders/${placed.body.id}/`, { token: shopper.access });
    const review = await t.request('POST', `/api/products/${product.id}/reviews/`, {
      token: shopper.access,
      json: { order_item_id: order.body.items[0].id, rating: 4, body: 'Lovely weave.' },
    });
    expect(review.status, review.text).toBe(201);
    await t.request('PATCH', `/api/admin/reviews/${review.body.id}/`, {
      token: admin.token,
      json: { status: 'published' },
    });
    return { shopper, product, order: order.body as { id: number; number: string; items: { id: number }[] } };
  }

  /** The file the shopper's export link answers, built by the job. */
  async function exported(token: string) {
    const asked = await t.request('POST', '/api/account/export/', { token });
    await t.app.jobs.drain();
    const status = await t.request('GET', `/api/account/export/${asked.body.id}/`, { token });
    const file = await t.request('GET', pathOf(status.body.download_url));
    expect(file.status).toBe(200);
    return file.body;
  }

  it('the export holds the consent record (when, how, from which form) and the reviews', async () => {
    const { shopper, product } = await consentingReviewer();
    const file = { body: await exported(shopper.access) };
    expect(file.body.marketing_consent).toEqual([
      expect.objectContaining({ email: shopper.email, status: 'confirmed', source: 'profile' }),
    ]);
    expect(file.body.marketing_consent[0].confirmed_at).toEqual(expect.any(String));
    expect(file.body.reviews).toEqual([
      expect.objectContaining({ product: product.name, rating: 4, body: 'Lovely weave.', status: 'published' }),
    ]);
  });

  it('the export holds the repairs of the account’s orders, with each step (§31), and none of another’s', async () => {
    const { shopper, order } = await consentingReviewer();
    const asked = await t.request('POST', `/api/orders/${order.id}/repairs/`, {
      token: shopper.access,
      json: { description: 'The clasp came loose.', lines: [{ order_item_id: order.items[0].id, quantity: 1 }] },
    });
    expect(asked.status, asked.text).toBe(201);
    const accepted = await t.request('PATCH', `/api/admin/repairs/${asked.body.id}/`, {
      token: admin.token,
      json: { status: 'accepted', message: 'Send it to the studio.' },
    });
    expect(accepted.status, accepted.text).toBe(200);
    const other = await consentingReviewer();
    await t.request('POST', `/api/orders/${other.order.id}/repairs/`, {
      token: other.shopper.access,
      json: { description: 'Not mine to export.', lines: [{ order_item_id: other.order.items[0].id, quantity: 1 }] },
    });

    const file = await exported(shopper.access);
    expect(file.repairs).toEqual([
      expect.objectContaining({
        number: asked.body.number,
        order_number: order.number,
        status: 'accepted',
        description: 'The clasp came loose.',
        lines: [expect.objectContaining({ order_item_id: order.items[0].id, quantity: 1 })],
      }),
    ]);
    expect(file.repairs[0].status_history.map((h: { status: string }) => h.status)).toEqual(['requested', 'accepted']);
    expect(file.repairs[0].status_history[1].message).toBe('Send it to the studio.');
    expect(file.repairs[0]).not.toHaveProperty('customer');
  });

  it('deleting the account erases its consent and its reviews, and the product page stops showing them', async () => {
    const { shopper, product } = await consentingReviewer();
    expect((await t.request('GET', `/api/products/${product.id}/`)).body.rating).toEqual({ average: 4, count: 1 });

    const res = await t.request('POST', '/api/account/delete/', {
      token: shopper.access,
      json: { password: shopper.password },
    });
    expect(res.status).toBe(202);
    await t.app.jobs.drain();

    expect(await t.db.select().from(marketingConsents).where(eq(marketingConsents.email, shopper.email))).toEqual([]);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, shopper.id))).toEqual([]);
    expect((await t.request('GET', `/api/products/${product.id}/`)).body.rating).toBeNull();
    expect((await t.request('GET', `/api/products/${product.id}/reviews/`)).body.count).toBe(0);
  });
});
