import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, marketingConsents, reviews } from '../../db/schema';
import { createProduct, createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/accounts';

const pathOf = (url: string) => new URL(url).pathname;

describe('§25 the data export and account deletion include consent and reviews (§27, §28)', () => {
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
    return { shopper, product };
  }

  it('the export holds the consent record (when, how, from which form) and the reviews', async () => {
    const { shopper, product } = await consentingReviewer();
    const asked = await t.request('POST', '/api/account/export/', { token: shopper.access });
    await t.app.jobs.drain();
    const status = await t.request('GET', `/api/account/export/${asked.body.id}/`, { token: shopper.access });
    const file = await t.request('GET', pathOf(status.body.download_url));
    expect(file.status).toBe(200);
    expect(file.body.marketing_consent).toEqual([
      expect.objectContaining({ email: shopper.email, status: 'confirmed', source: 'profile' }),
    ]);
    expect(file.body.marketing_consent[0].confirmed_at).toEqual(expect.any(String));
    expect(file.body.reviews).toEqual([
      expect.objectContaining({ product: product.name, rating: 4, body: 'Lovely weave.', status: 'published' }),
    ]);
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
