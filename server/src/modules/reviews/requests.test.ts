import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs } from '../../db/schema';
import { createProduct, createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { enqueueJob } from '../../plugins/jobs';

const DAY = 86_400;

describe('§27.5 the review request email, once per delivered order after REVIEW_REQUEST_DAYS', () => {
  let t: TestApp;
  let admin: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ jobWorker: false, config: { reviewRequestDays: 7 } });
    admin = await createUser(t, { role: 'admin' });
    buyer = await createUser(t);
  });
  afterAll(() => t.close());

  const requests = () =>
    t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, buyer.email), eq(emailLogs.kind, 'review_request')));
  const sweep = async () => {
    await enqueueJob(t.db, 'reviews.request-sweep', {});
    await t.app.jobs.drain();
  };

  it('goes through the job queue once the delay has passed, exactly once, linking to the order', async () => {
    const product = await createProduct(t);
    const placed = await placeOrder(t, buyer, [{ product_id: product.id }]);
    const undelivered = await placeOrder(t, buyer, [{ product_id: product.id }]);
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const res = await t.request('PATCH', `/api/admin/orders/${placed.body.id}/`, {
        token: admin.token,
        json: { status },
      });
      expect(res.status, res.text).toBe(200);
    }

    t.clock.advance(6 * DAY);
    await sweep();
    expect(await requests()).toHaveLength(0);

    t.clock.advance(DAY + 60);
    await sweep();
    await sweep();
    const sent = await requests();
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain(`/orders/${placed.body.id}`);
    expect(sent[0].text).not.toContain(`/orders/${undelivered.body.id}`);
    expect(sent[0].html).toContain('<table'); // compiled MJML, with its plain-text part beside it
  });
});
