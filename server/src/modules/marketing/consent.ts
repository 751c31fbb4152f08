import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { ConsentSource, ConsentStatus } from '@fabric-tales/contract';
import { marketingConsents, unsubscribeTokens } from '../../db/schema';
import type { Executor } from '../../db/executor';
import { notFound } from '../../lib/errors';
import { sha256 } from '../../lib/secure-tokens';
import { consentConfirmEmail } from './emails';
import { CONFIRM_LINK_DAYS } from './links';

const DAY_MS = 86_400_000;
/** A pending address is sent its confirmation again at most this often, however often the form is sent (§28.2). */
const CONFIRM_RESEND_MS = 60 * 60_000;

export type Consent = typeof marketingConsents.$inferSelect;

const normal = (email: string) => email.trim().toLowerCase();

/** The consent record of an address, if any. */
export async function consentOf(db: Executor, email: string): Promise<Consent | undefined> {
  const [row] = await db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.email, normal(email)));
  return row;
}

/**
 * Records that `email` asked for marketing email from the form `source` and sends the confirmation link (double
 * opt-in, §28.2): a new address starts `pending`; an unsubscribed one asks again; a pending one is sent the link
 * again (at most once an hour); a confirmed one changes nothing. The caller's answer never depends on which.
 */
export async function askConsent(app: FastifyInstance, email: string, source: ConsentSource, userId: number | null) {
  const address = normal(email);
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const [added] = await tx
      .insert(marketingConsents)
      .values({ email: address, userId, source, status: 'pending', requestedAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: marketingConsents.id });
    if (added) return void (await app.outbox.send(await consentConfirmEmail(app.config, address, added.id), tx));
    const [row] = await tx.select().from(marketingConsents).where(eq(marketingConsents.email, address)).for('update');
    if (row.status === 'confirmed') return;
    if (row.status === 'pending' && now.getTime() - row.requestedAt.getTime() < CONFIRM_RESEND_MS) return;
    await tx
      .update(marketingConsents)
      .set({ status: 'pending', source, requestedAt: now, userId: row.userId ?? userId, updatedAt: now })
      .where(eq(marketingConsents.id, row.id));
    await app.outbox.send(await consentConfirmEmail(app.config, address, row.id), tx);
  });
}

/** Withdraws consent (§28.3): the address gets no marketing email from now on, queued ones included. */
export async function withdrawConsent(db: Executor, consentId: number, now: Date) {
  await db
    .update(marketingConsents)
    .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(
      and(
        eq(marketingConsents.id, consentId),
        or(eq(marketingConsents.status, 'pending'), eq(marketingConsents.status, 'confirmed')),
      ),
    );
}

/** The pending consent a confirmation token belongs to, while its link works. */
const pendingByToken = (token: string, now: Date) =>
  and(
    eq(marketingConsents.confirmTokenHash, sha256(token)),
    eq(marketingConsents.status, 'pending'),
    gt(marketingConsents.requestedAt, new Date(now.getTime() - CONFIRM_LINK_DAYS * DAY_MS)),
  );

/** Whether a link's token is one the shop issued and can still act on (the GET page shows its button then). */
export async function knownConsentToken(app: FastifyInstance, kind: 'confirm' | 'unsubscribe', token: string) {
  if (kind === 'confirm') {
    const rows = await app.db
      .select({ id: marketingConsents.id })
      .from(marketingConsents)
      .where(pendingByToken(token, app.clock.now()));
    return rows.length > 0;
  }
  const rows = await app.db
    .select({ id: unsubscribeTokens.consentId })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.tokenHash, sha256(token)));
  return rows.length > 0;
}

/** Follows a confirmation link: the address is confirmed, with when (404 for an unknown or expired link). */
export async function confirmConsent(app: FastifyInstance, token: string) {
  const now = app.clock.now();
  const updated = await app.db
    .update(marketingConsents)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, updatedAt: now })
    .where(pendingByToken(token, now))
    .returning({ id: marketingConsents.id });
  if (!updated.length) throw notFound();
}

/**
 * Follows an unsubscribe link, from the page's button or a mail client's one-click POST (RFC 8058), without
 * signing in: the address is unsubscribed. Following it again answers the same (404 only for a token never issued).
 */
export async function unsubscribeByToken(app: FastifyInstance, token: string) {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(unsubscribeTokens)
      .where(eq(unsubscribeTokens.tokenHash, sha256(token)))
      .for('update');
    if (!link) throw notFound();
    await withdrawConsent(tx, link.consentId, now);
    await tx
      .update(unsubscribeTokens)
      .set({ usedAt: now })
      .where(and(eq(unsubscribeTokens.tokenHash, link.tokenHash), isNull(unsubscribeTokens.usedAt)));
  });
}

/** What the profile shows (§28.4): `marketing_consent` is true only once the address confirmed. */
export async function profileConsent(
  db: Executor,
  email: string,
): Promise<{
  marketing_consent: boolean;
  marketing_consent_status: ConsentStatus | null;
}> {
  const row = await consentOf(db, email);
  return { marketing_consent: row?.status === 'confirmed', marketing_consent_status: row?.status ?? null };
}

/** PATCH /api/profile/ `marketing_consent`: true asks (the link goes to the account's address), false withdraws. */
export async function setProfileConsent(app: FastifyInstance, user: { id: number; email: string }, wanted: boolean) {
  if (wanted) return askConsent(app, user.email, 'profile', user.id);
  const row = await consentOf(app.db, user.email);
  if (row) await withdrawConsent(app.db, row.id, app.clock.now());
}

/** The consent records of an account (§25.2's export): its address's, and any it asked for while signed in. */
export async function consentRecordsOf(db: Executor, user: { id: number; email: string }) {
  const rows = await db
    .select()
    .from(marketingConsents)
    .where(or(eq(marketingConsents.userId, user.id), eq(marketingConsents.email, normal(user.email))));
  return rows.map((r) => ({
    email: r.email,
    status: r.status,
    source: r.source,
    requested_at: r.requestedAt.toISOString(),
    confirmed_at: r.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: r.unsubscribedAt?.toISOString() ?? null,
  }));
}

/** Account deletion (§25.1): the consent records of the account and of its address go, with their links. */
export async function eraseConsent(tx: Executor, userId: number, email: string) {
  await tx
    .delete(marketingConsents)
    .where(or(eq(marketingConsents.userId, userId), eq(marketingConsents.email, normal(email))));
}
