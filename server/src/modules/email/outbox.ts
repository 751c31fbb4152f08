import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import { emailLogs } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { Executor } from '../cart/view';
import { enqueueJob, type Job } from '../jobs';

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
   * Writes the log row and its delivery job; given the transaction of what caused the email (an order, a
   * status change), both exist exactly when that change does. Never throws for a delivery failure.
   */
  send(email: OutgoingEmail, tx?: Executor): Promise<number>;
  /**
   * Delivers a `sent`, `failed` or `logged` email again, with a new Message-ID; null when there is no such row.
   * An email being delivered (`queued`, `sending`) is refused with 409, so a resend never races a delivery.
   */
  resend(id: number): Promise<EmailLog | null>;
  /** Runs the delivery jobs due now (and retries due soon) until none is left: tests and scripts. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export const EMAIL_JOB = 'email.deliver';
const MAX_ATTEMPTS = 3;
const RESENDABLE = ['sent', 'failed', 'logged'] as const;

/** A Message-ID in the sender's domain; every attempt of one delivery repeats it. */
const newMessageId = (mailFrom: string) =>
  `<${randomUUID()}@${/@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'fabrictales.local'}>`;

/**
 * The one way an email leaves the shop: the log row (status `logged` without SMTP_URL, else `queued`) and an
 * `email.deliver` job in one transaction; any instance's worker delivers it over SMTP, up to 3 attempts with
 * backoff, ending `sent` or `failed` with the error.
 *
 * Delivery once: a worker marks the row `sending` (holding the job's lease) before talking to SMTP. If that
 * worker dies mid-send the outcome is unknown; the job's lease lapses and another worker sends again with the
 * same Message-ID. A mail system receiving the rare second copy keeps one message per Message-ID, so every email
 * arrives, and arrives once, which an at-most-once rule (give up on unknown outcomes) could not promise.
 */
export const outboxPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom, emailRetryDelaysMs } = app.config;
  let transport: Transporter | undefined;
  const transporter = () =>
    (transport ??= createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }));
  const now = () => app.clock.now();

  async function deliver(job: Job<{ emailId: number }>) {
    const id = job.payload.emailId;
    // Only a row waiting for delivery, or one whose delivery was cut short by a crash, is sent.
    const [row] = await app.db
      .update(emailLogs)
      .set({ status: 'sending', attempts: sql`${emailLogs.attempts} + 1`, updatedAt: now() })
      .where(and(eq(emailLogs.id, id), inArray(emailLogs.status, ['queued', 'sending'])))
      .returning();
    if (!row) return;
    try {
      await transporter().sendMail({
        from: mailFrom,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: row.messageId || undefined,
      });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const last = job.attempt >= MAX_ATTEMPTS;
      app.log.warn(
        { event: 'email.delivery_failed', email_id: id, kind: row.kind, attempt: job.attempt, error },
        'email delivery failed',
      );
      await app.db
        .update(emailLogs)
        .set({ status: last ? 'failed' : 'queued', error, updatedAt: now() })
        .where(eq(emailLogs.id, id));
      throw err;
    }
    await app.db.update(emailLogs).set({ status: 'sent', sentAt: now(), updatedAt: now() }).where(eq(emailLogs.id, id));
  }

  if (smtpUrl) {
    app.jobs.register(EMAIL_JOB, deliver, {
      maxAttempts: MAX_ATTEMPTS,
      retryDelayMs: (attempt) => emailRetryDelaysMs[attempt - 1] ?? emailRetryDelaysMs.at(-1) ?? 0,
      // Every attempt used, the last by a crash: the row says so instead of staying `sending`.
      onExhausted: async (job, error) => {
        await app.db
          .update(emailLogs)
          .set({ status: 'failed', error, updatedAt: now() })
          .where(
            and(
              eq(emailLogs.id, (job.payload as { emailId: number }).emailId),
              inArray(emailLogs.status, ['queued', 'sending']),
            ),
          );
      },
    });
  }

  async function insert(tx: Executor, email: OutgoingEmail): Promise<number> {
    const [row] = await tx
      .insert(emailLogs)
      .values({
        ...email,
        status: smtpUrl ? 'queued' : 'logged',
        messageId: newMessageId(mailFrom),
        createdAt: now(),
        updatedAt: now(),
      })
      .returning({ id: emailLogs.id });
    if (smtpUrl) await enqueueJob(tx, EMAIL_JOB, { emailId: row.id });
    return row.id;
  }

  const outbox: Outbox = {
    send: (email, tx) => (tx ? insert(tx, email) : app.db.transaction((t) => insert(t, email))),

    resend: (id) =>
      app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(emailLogs)
          .set({
            status: smtpUrl ? 'queued' : 'logged',
            messageId: newMessageId(mailFrom),
            error: '',
            sentAt: null,
            updatedAt: now(),
          })
          .where(and(eq(emailLogs.id, id), inArray(emailLogs.status, [...RESENDABLE])))
          .returning();
        if (!row) {
          const [exists] = await tx.select({ status: emailLogs.status }).from(emailLogs).where(eq(emailLogs.id, id));
          if (!exists) return null;
          throw conflict(
            'This email is being delivered; resend it once it is sent or has failed.',
            'delivery_in_flight',
          );
        }
        if (smtpUrl) await enqueueJob(tx, EMAIL_JOB, { emailId: row.id });
        return row;
      }),

    idle: () => app.jobs.drain(),
  };

  app.decorate('outbox', outbox);
  app.addHook('onClose', async () => transport?.close());
});
