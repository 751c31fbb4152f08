import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import { emailLogs } from '../../db/schema';
import type { Executor } from '../cart/view';

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** welcome, password_reset, two_factor_enabled, password_changed, order_confirmation, order_status, contact, … */
  kind: string;
  text: string;
  html: string;
}

export type EmailLog = typeof emailLogs.$inferSelect;

export interface Outbox {
  /**
   * Writes the log row, then delivers in the background; never throws for a delivery failure. Given the
   * transaction of what caused the email, the row is written in it (so it exists exactly when that change
   * does) and delivery waits for `deliver(ids)` once the transaction has committed.
   */
  send(email: OutgoingEmail, tx?: Executor): Promise<number>;
  /** Starts delivery of rows written inside a transaction, after it committed (nothing to do without SMTP). */
  deliver(ids: number[]): Promise<void>;
  /** Queues a logged email for delivery again (admin "resend"); null when there is no such row. */
  resend(id: number): Promise<EmailLog | null>;
  /** Resolves once every delivery started so far has ended (sent or failed): for tests and shutdown. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

const MAX_ATTEMPTS = 3;
const SHUTDOWN_GRACE_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one way an email leaves the shop: the log row first (status `logged` without SMTP_URL, else `queued`),
 * then delivery over SMTP in the background with up to 3 tries, ending `sent` or `failed` with the error.
 */
export const outboxPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom, emailRetryDelaysMs } = app.config;
  let transport: Transporter | undefined;
  const pending = new Set<Promise<void>>();

  const transporter = () =>
    (transport ??= createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }));

  async function deliver(row: { id: number } & OutgoingEmail) {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      try {
        await transporter().sendMail({
          from: mailFrom,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
        });
        await app.db
          .update(emailLogs)
          .set({ status: 'sent', error: '', attempts: attempt, sentAt: app.clock.now(), updatedAt: app.clock.now() })
          .where(eq(emailLogs.id, row.id));
        return;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        const last = attempt === MAX_ATTEMPTS;
        app.log.warn(
          { event: 'email.delivery_failed', email_id: row.id, kind: row.kind, attempt, error },
          'email delivery failed',
        );
        await app.db
          .update(emailLogs)
          .set({ status: last ? 'failed' : 'queued', error, attempts: attempt, updatedAt: app.clock.now() })
          .where(eq(emailLogs.id, row.id));
        if (!last) await sleep(emailRetryDelaysMs[attempt - 1] ?? emailRetryDelaysMs.at(-1) ?? 0);
      }
    }
  }

  function startDelivery(row: { id: number } & OutgoingEmail) {
    const job: Promise<void> = deliver(row)
      .catch((err) => app.log.error({ err, email_id: row.id }, 'email outbox could not record a delivery'))
      .finally(() => pending.delete(job));
    pending.add(job);
  }

  const outbox: Outbox = {
    async send(email, tx) {
      const [row] = await (tx ?? app.db)
        .insert(emailLogs)
        .values({
          ...email,
          status: smtpUrl ? 'queued' : 'logged',
          createdAt: app.clock.now(),
          updatedAt: app.clock.now(),
        })
        .returning({ id: emailLogs.id });
      if (!tx) await outbox.deliver([row.id]);
      return row.id;
    },

    async deliver(ids) {
      if (!smtpUrl || ids.length === 0) return;
      const rows = await app.db
        .select()
        .from(emailLogs)
        .where(and(inArray(emailLogs.id, ids), eq(emailLogs.status, 'queued')));
      for (const row of rows) startDelivery(row);
    },

    async resend(id) {
      const [row] = await app.db
        .update(emailLogs)
        .set({
          status: smtpUrl ? 'queued' : 'logged',
          error: '',
          attempts: sql`0`,
          sentAt: null,
          updatedAt: app.clock.now(),
        })
        .where(eq(emailLogs.id, id))
        .returning();
      if (!row) return null;
      if (smtpUrl) startDelivery(row);
      return row;
    },

    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };

  app.decorate('outbox', outbox);
  // On shutdown, give deliveries in flight a few seconds; any still unsent stay `queued` in the log for a resend.
  app.addHook('onClose', async () => {
    const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
    await Promise.race([outbox.idle(), grace]);
    transport?.close();
  });
});
