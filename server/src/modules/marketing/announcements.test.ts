import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementDeliveries, emailLogs, jobs, marketingConsents } from '../../db/schema';
import { createProduct, createUser, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('§28.7 announcements to confirmed addresses, at a bounded rate', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ jobWorker: false, config: { announcementRate: 2 } });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const announced = () => t.db.select().from(emailLogs).where(eq(emailLogs.kind, 'announcement'));
  /** The next batch waits a minute: the test lets it fall due at once. */
  const nextBatchNow = () =>
    t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.kind, 'marketing.announce'));

  it('goes to each confirmed address once, its own unsubscribe link each, and counts sent and unsubscribed', async () => {
    const now = t.clock.now();
    const consent = (email: string, status: 'confirmed' | 'pending' | 'unsubscribed') => ({
      email,
      status,
      source: 'newsletter',
      requestedAt: now,
    });
    await t.db
      .insert(marketingConsents)
      .values([
        consent('one@example.test', 'confirmed'),
        consent('two@example.test', 'confirmed'),
        consent('three@example.test', 'confirmed'),
        consent('pending@example.test', 'pending'),
        consent('gone@example.test', 'unsubscribed'),
      ]);
    const product = await createProduct(t, { name: 'Saffron Silk Earrings', price: '28.00' });
    const body = {
      subject: 'New: saffron silk',
      body: 'A new fabric is in.\n\nOnly twelve pairs.',
      product_ids: [product.id],
    };

    const shopper = await createUser(t);
    expect((await t.request('POST', '/api/admin/announcements/', { token: shopper.token, json: body })).status).toBe(
      403,
    );
    const missing = await t.request('POST', '/api/admin/announcements/', {
      token: admin.token,
      json: { ...body, product_ids: [99_999] },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.product_ids).toBeDefined();
    const blank = await t.request('POST', '/api/admin/announcements/', {
      token: admin.token,
      json: { subject: '', body: '' },
    });
    expect(Object.keys(blank.body).sort()).toEqual(['body', 'subject']);

    const created = await t.request('POST', '/api/admin/announcements/', { token: admin.token, json: body });
    expect(created.status, created.text).toBe(202);
    expect(created.body).toMatchObject({ subject: 'New: saffron silk', recipients: 0, sent: 0 });

    // ANNOUNCEMENT_RATE (2 here) a batch; the next batch is queued a minute later.
    await t.app.jobs.drain();
    expect(await announced()).toHaveLength(2);
    await nextBatchNow();
    await t.app.jobs.drain();
    await nextBatchNow();
    await t.app.jobs.drain();
    const emails = await announced();
    expect(emails.map((e) => e.to).sort()).toEqual(['one@example.test', 'three@example.test', 'two@example.test']);
    const links = emails.map((e) => /<(http[^>]+)>/.exec(e.headers!['List-Unsubscribe'])![1]);
    expect(new Set(links).size).toBe(3);
    expect(emails[0].text).toContain('Saffron Silk Earrings: $28.00');
    expect(emails[0].text).toContain('Only twelve pairs.');
    expect(await t.db.select().from(announcementDeliveries)).toHaveLength(3);

    const unsubscribe = await t.request('POST', new URL(links[0]).pathname, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribe.status).toBe(200);
    // Following it twice counts once.
    await t.request('POST', new URL(links[0]).pathname);

    const list = await t.request('GET', '/api/admin/announcements/', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ recipients: 3, sent: 3, failed: 0, unsubscribed: 1 });
    expect(list.body[0].finished_at).not.toBeNull();
    expect((await t.request('GET', '/api/admin/announcements/', { token: shopper.token })).status).toBe(403);

    const [gone] = await t.db
      .select()
      .from(marketingConsents)
      .where(and(eq(marketingConsents.email, emails[0].to)));
    expect(gone.status).toBe('unsubscribed');
  });

  it('waits for a scheduled draft it shows: nothing goes before the draft is live, then it goes with it', async () => {
    await t.db.insert(marketingConsents).values({
      email: 'drop@example.test',
      status: 'confirmed',
      source: 'newsletter',
      requestedAt: t.clock.now(),
    });
    const product = (extra: Record<string, unknown>) =>
      t.request('POST', '/api/admin/products/', {
        token: admin.token,
        json: { name: `Midnight Drop ${Math.random()}`, price: '31.00', description: 'Pieced by hand.', ...extra },
      });
    const unscheduled = await product({ status: 'draft' });
    const hidden = await t.request('POST', '/api/admin/announcements/', {
      token: admin.token,
      json: { subject: 'Hidden', body: 'Not yet.', product_ids: [unscheduled.body.id] },
    });
    expect(hidden.status).toBe(400);
    expect(hidden.body.product_ids).toBeDefined();

    t.clock.set(new Date());
    const at = new Date(t.clock.now().getTime() + 1_500);
    const draft = await product({ status: 'draft', publish_at: at.toISOString() });
    expect(draft.status, draft.text).toBe(201);
    const created = await t.request('POST', '/api/admin/announcements/', {
      token: admin.token,
      json: { subject: 'The midnight drop', body: 'Out tonight.', product_ids: [draft.body.id] },
    });
    expect(created.status, created.text).toBe(202);
    expect(created.body.send_at).toBe(at.toISOString());
    const drops = async () =>
      (await announced()).filter((e) => e.subject === 'The midnight drop' && e.to === 'drop@example.test');

    await t.app.jobs.drain(0);
    expect(await drops()).toHaveLength(0);

    t.clock.advance(2);
    await t.app.jobs.drain(5_000);
    // Whichever job ran first, the announcement goes once the draft is live, and shows it.
    for (let i = 0; i < 3; i++) {
      await nextBatchNow();
      await t.app.jobs.drain();
    }
    expect((await t.request('GET', `/api/products/${draft.body.slug}/`)).status).toBe(200);
    const [email] = await drops();
    expect(email.text).toContain(`${draft.body.name}: $31.00`);
    const list = await t.request('GET', '/api/admin/announcements/', { token: admin.token });
    const shown = list.body.find((x: { subject: string }) => x.subject === 'The midnight drop');
    expect(shown).toMatchObject({ send_at: null });
    expect(shown.finished_at).not.toBeNull();
  });
});
