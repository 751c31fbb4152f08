import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import { emailLogs } from '../db/schema';
import { conflict } from '../lib/errors';
import type { Executor } from '../db/executor';
import { inTransaction } from '../db/transaction';
import { enqueueJob, type Job } from './jobs';

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** welcome, password_reset, two_factor_enabled, password_changed, order_confirmation, order_status, contact, … */
  kind: string;
  text: string;
  html: string;
  /** A one-time link whose token the outbox issues itself; `text` and `html` hold REDACTED where it goes. */
  secret?: SecretLink;
  /** Extra headers (List-Unsubscribe…); like `text` and `html`, they may hold REDACTED where the token goes. */
  headers?: Record<string, string>;
}

/**
 * What the stored email, and every backup of it, holds in place of a live token (reset, unsubscribe,
 * confirmation links): an admin reading the email log must not be able to use the link (docs/security.md).
 */
export const REDACTED = '[redacted]';

/** A link token to issue at send time: which issuer, and what it issues for (ids only, never a token). */
export interface SecretLink {
  issuer: string;
  ref: Record<string, number | string>;
}

/**
 * Makes the token of one kind of link. `issue` stores what it needs to check the token later (a hash) and
 * answers the token, or null when the link no longer applies (the email is then not sent).
 */
export interface LinkIssuer {
  issue(tx: Executor, ref: SecretLink['ref']): Promise<string | null>;
  /** Makes the tokens issued for `ref` unusable: an admin's resend sends a new link, the old one stops working. */
  revoke?(tx: Executor, ref: SecretLink['ref']): Promise<void>;
  /**
   * For a link into an account: the account's current address, the only one its link may be mailed to (null when
   * the account is gone or closed). An email logged for an address the account has since left is not sent again.
   */
  recipient?(tx: Executor, ref: SecretLink['ref']): Promise<string | null>;
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
  /** Registers the issuer of a kind of secret link; every instance registers the same ones at start. */
  registerLinkIssuer(name: string, issuer: LinkIssuer): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export const EMAIL_JOB = 'email.deliver';
const MAX_ATTEMPTS = 3;
const RESENDABLE = ['sent', 'failed', 'logged'] as const;

interface Content {
  text: string;
  html: string;
  headers?: Record<string, string> | null;
}

/** The email with its secret link's token in place of REDACTED (tokens are URL-safe; encoded all the same). */
const withToken = (email: Content, token: string): Content => {
  const value = encodeURIComponent(token);
  const headers = email.headers
    ? Object.fromEntries(Object.entries(email.headers).map(([name, v]) => [name, v.replaceAll(REDACTED, value)]))
    : email.headers;
  return { text: email.text.replaceAll(REDACTED, value), html: email.html.replaceAll(REDACTED, value), headers };
};

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
  const issuers = new Map<string, LinkIssuer>();
  const issuerOf = (secret: SecretLink) => {
    const issuer = issuers.get(secret.issuer);
    if (!issuer) throw new Error(`no issuer for ${secret.issuer} links`);
    return issuer;
  };

  /**
   * Why an email's one-time link into an account may not go to the row's address (any more), or null when it
   * may: the account moved to another address, or is gone. Whoever holds the old mailbox must never get a
   * working link for the account (an admin's resend, a delivery queued before the move).
   */
  async function wrongRecipient(tx: Executor, row: EmailLog): Promise<'address_changed' | 'account_gone' | null> {
    const recipient = row.secretLink && issuerOf(row.secretLink).recipient;
    if (!row.secretLink || !recipient) return null;
    const current = await recipient(tx, row.secretLink.ref);
    if (current === null) return 'account_gone';
    return current.toLowerCase() === row.to.toLowerCase() ? null : 'address_changed';
  }

  /**
   * The text and HTML to hand to SMTP. An email with a secret link gets a fresh token now, so the token exists
   * only in this message (and as a hash where its issuer checks it): neither the row nor the job holds it.
   * Null when the link no longer applies (or no longer belongs at this address).
   */
  async function contentToSend(row: EmailLog): Promise<Content | null> {
    if (!row.secretLink) return { text: row.text, html: row.html, headers: row.headers };
    if (await wrongRecipient(app.db, row)) return null;
    const token = await issuerOf(row.secretLink).issue(app.db, row.secretLink.ref);
    return token === null ? null : withToken(row, token);
  }

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
      const content = await contentToSend(row);
      if (!content) {
        await app.db
          .update(emailLogs)
          .set({ status: 'failed', error: 'Not sent: its link no longer applies.', updatedAt: now() })
          .where(eq(emailLogs.id, id));
        return;
      }
      await transporter().sendMail({
        from: mailFrom,
        to: row.to,
        subject: row.subject,
        text: content.text,
        html: content.html,
        headers: content.headers ?? undefined,
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
          .where(and(eq(emailLogs.id, job.payload.emailId), inArray(emailLogs.status, ['queued', 'sending'])));
      },
    });
  }

  async function insert(tx: Executor, { secret, ...email }: OutgoingEmail): Promise<number> {
    let content: Content = { text: email.text, html: email.html, headers: email.headers ?? null };
    if (secret && !smtpUrl) {
      // Without SMTP the log is the only way the email goes out (development): it keeps the working link, and
      // the admin view says why (email-logs.ts). With SMTP the row keeps REDACTED and delivery issues the token.
      const token = await issuerOf(secret).issue(tx, secret.ref);
      if (token !== null) content = withToken(email, token);
    }
    const [row] = await tx
      .insert(emailLogs)
      .values({
        ...email,
        ...content,
        secretLink: secret ?? null,
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
    send: (email, tx) => inTransaction(app.db, tx, (t) => insert(t, email)),

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
        const wrong = await wrongRecipient(tx, row);
        if (wrong === 'address_changed') {
          throw conflict(
            'The account now uses another email address, so this link is not sent again to the old one. Ask the customer to request a new email.',
            'address_changed',
          );
        }
        if (wrong === 'account_gone') {
          throw conflict('The account this link is for is closed or deleted; it is not sent again.', 'account_gone');
        }
        // A resent link is a new one: the old token stops working, delivery issues another.
        if (smtpUrl && row.secretLink) await issuerOf(row.secretLink).revoke?.(tx, row.secretLink.ref);
        if (smtpUrl) await enqueueJob(tx, EMAIL_JOB, { emailId: row.id });
        return row;
      }),

    idle: () => app.jobs.drain(),

    registerLinkIssuer: (name, issuer) => void issuers.set(name, issuer),
  };

  app.decorate('outbox', outbox);
  app.addHook('onClose', async () => transport?.close());
});
