import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, jobs, orders, products } from '../../db/schema';
import { createProduct, createUser, placeOrder } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { startSmtp } from '../../test/smtp-sink';

/** Emails as durable jobs: written with their cause, delivered by whichever worker, once per Message-ID. */
describe('email delivery jobs', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ config: { smtpUrl: smtp.url, emailRetryDelaysMs: [10, 20] }, jobWorker: false });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const confirmationOf = async (to: string) =>
    (await t.db.select().from(emailLogs).where(eq(emailLogs.to, to))).filter((e) => e.kind === 'order_confirmation');

  it('the order confirmation is written in the order transaction, with its delivery job', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { stock: 5 });
    const res = await placeOrder(t, user, [{ product_id: product.id }]);
    expect(res.status).toBe(201);
    const [email] = await confirmationOf(user.email);
    expect(email).toMatchObject({ status: 'queued', attempts: 0 });
    expect(email.messageId).toMatch(/^<[\w-]+@[\w.-]+>$/);
    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, 'email.deliver'));
    expect(queued.map((j) => j.payload)).toContainEqual({ emailId: email.id });
    await t.app.outbox.idle();
    expect((await confirmationOf(user.email))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    const got = smtp.received.filter((m) => m.to.includes(user.email));
    expect(got).toHaveLength(1);
    expect(got[0].messageId).toBe(email.messageId);
  });

  it('when the email cannot be written, the order is not placed either', async () => {
    const user = await createUser(t);
    const product = await createProduct(t, { stock: 5 });
    await t.db.execute(sql`create function refuse_email() returns trigger language plpgsql as $$
      begin raise exception 'email log unavailable'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_email before insert on email_logs for each row execute function refuse_email()`,
    );
    try {
      const res = await placeOrder(t, user, [{ product_id: product.id, quantity: 2 }]);
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_email on email_logs`);
      await t.db.execute(sql`drop function refuse_email`);
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, product.id));
    expect(row.stock).toBe(5);
  });

  it('after a worker died mid-send, another delivers it again with the same Message-ID', async () => {
    const id = await t.app.outbox.send({ to: 'crash@example.com', subject: 'Hi', kind: 'test', text: 'x', html: 'x' });
    // The dead worker had marked the row sending and held the job's lease, which has now lapsed.
    await t.db.update(emailLogs).set({ status: 'sending', attempts: 1 }).where(eq(emailLogs.id, id));
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedBy: 'dead', lockedUntil: sql`now() - interval '1 second'` })
      .where(sql`${jobs.payload} ->> 'emailId' = ${String(id)}`);
    await t.app.outbox.idle();
    const [row] = await t.db.select().from(emailLogs).where(eq(emailLogs.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const got = smtp.received.filter((m) => m.to.includes('crash@example.com'));
    expect(got.map((m) => m.messageId)).toEqual([row.messageId]);
  });

  it('resend is refused with 409 while a delivery is queued or in flight, allowed once sent', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const id = await t.app.outbox.send({ to: 'again@example.com', subject: 'Hi', kind: 'test', text: 'x', html: 'x' });
    const resend = () => t.request('POST', `/api/admin/email-logs/${id}/resend/`, { token: admin.token, json: {} });
    const queued = await resend();
    expect(queued.status).toBe(409);
    expect(queued.body).toEqual({ detail: expect.stringMatching(/being delivered/), code: 'delivery_in_flight' });
    await t.db.update(emailLogs).set({ status: 'sending' }).where(eq(emailLogs.id, id));
    expect((await resend()).status).toBe(409);
    await t.db.update(emailLogs).set({ status: 'queued' }).where(eq(emailLogs.id, id));
    await t.app.outbox.idle();
    const [sent] = await t.db.select().from(emailLogs).where(eq(emailLogs.id, id));
    const again = await resend();
    expect(again.status).toBe(200);
    expect(again.body.email).toMatchObject({ status: 'queued', attempts: 1 });
    await t.app.outbox.idle();
    const got = smtp.received.filter((m) => m.to.includes('again@example.com'));
    expect(got).toHaveLength(2);
    // A resend is a new message, so it gets its own Message-ID.
    expect(got[1].messageId).not.toBe(sent.messageId);
    const detail = await t.request('GET', `/api/admin/email-logs/${id}/`, { token: admin.token });
    expect(detail.body).toMatchObject({ status: 'sent', attempts: 2, error: '' });
  });
});
