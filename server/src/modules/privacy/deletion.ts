import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { ANONYMOUS_CUSTOMER, type DeleteAccountBody } from '@fabric-tales/contract';
import {
  addresses,
  returns,
  backInStockRequests,
  cartSyncs,
  carts,
  dataExports,
  emailChanges,
  emailLogs,
  loginChallenges,
  orders,
  passwordResetTokens,
  recoveryCodes,
  refreshTokens,
  twoFactorBudgets,
  users,
  wishlistItems,
} from '../../db/schema';
import { conflict } from '../../lib/errors';
import { proveOwner } from '../auth/owner-proof';
import { signInEvent } from '../auth/sign-in-log';
import { currentUser } from '../auth/users';
import { enqueueJob, type Job } from '../../plugins/jobs';
import { removeAvatar } from '../profile/avatar';
import { eraseConsent } from '../marketing/consent';
import { eraseReviews, removeReviewPhotos } from '../reviews/service';
import { accountDeletedEmail } from './emails';

/** The stand-ins an erased account keeps: unique, never a deliverable address (`.invalid` is reserved). */
export const erasedUsername = (id: number) => `deleted-${id}`;
export const erasedEmail = (id: number) => `deleted-${id}@deleted.invalid`;

/** The erasure waits this many tries (about 20 minutes with the backoff below) for the confirmation email. */
const WAIT_FOR_EMAIL_ATTEMPTS = 8;
export const ERASE_JOB_OPTIONS = {
  maxAttempts: WAIT_FOR_EMAIL_ATTEMPTS + 4,
  retryDelayMs: (attempt: number) => Math.min(300_000, 5_000 * 2 ** (attempt - 1)),
};

/**
 * POST /api/account/delete/ (§25.1): the password, and the second factor when it is on, prove the owner (each a
 * guess throttled like sign-in). Then, in one transaction: the account becomes inactive (a trigger bumps its
 * token version and tells every instance, so each of its tokens is refused at once), the confirmation email is
 * queued to the address, and the erasure job is queued behind it. A second request (or one racing it) changes
 * nothing and answers 409; the last active admin cannot delete itself (409).
 */
export async function requestDeletion(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: DeleteAccountBody,
) {
  const user = await currentUser(app, request);
  if (user.deletedAt) throw alreadyDeleted();
  await proveOwner(app, request, reply, user, body);
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    if (user.role === 'admin') {
      // Every active admin's row is locked, in id order: two admins deleting themselves at once see each other.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.isActive, true), isNull(users.deletedAt)))
        .orderBy(users.id)
        .for('update');
      if (!admins.some((a) => a.id !== user.id)) {
        throw conflict('You are the only administrator: make another account an administrator first.', 'last_admin');
      }
    }
    const [marked] = await tx
      .update(users)
      .set({ isActive: false, deletedAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!marked) throw alreadyDeleted();
    const emailId = await app.outbox.send(accountDeletedEmail(app.config, user), tx);
    await enqueueJob(tx, 'privacy.erase', { userId: user.id, emailId }, { dedupeKey: `privacy.erase:${user.id}` });
  });
  // This instance forgets the account at once, as a sign-out does (modules/auth/tokens.ts): the trigger's notice
  // reaches it through PostgreSQL's LISTEN a moment after the commit, and a call in between was still let in.
  app.authUsers.forget(user.id);
  signInEvent(app, 'account_deleted', { user_id: user.id, ip: request.ip });
}

const alreadyDeleted = () => conflict('This account is already being deleted.', 'account_deleted');

/**
 * The `privacy.erase` job: once the confirmation email has left (or after a while, so a dead mail server cannot
 * keep the data), removes the account's personal data in one transaction. Orders stay, with their lines, prices and
 * statuses, under the anonymous label; nothing else of the person is kept. Running it again changes nothing more.
 */
export async function eraseAccount(app: FastifyInstance, job: Job<{ userId: number; emailId: number }>) {
  const { userId, emailId } = job.payload;
  const [confirmation] = await app.db
    .select({ status: emailLogs.status })
    .from(emailLogs)
    .where(eq(emailLogs.id, emailId));
  if (confirmation && ['queued', 'sending'].includes(confirmation.status) && job.attempt < WAIT_FOR_EMAIL_ATTEMPTS) {
    throw new Error('waiting for the confirmation email to be delivered');
  }
  let reviewPhotos: string[] = [];
  const picture = await app.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user?.deletedAt) return null;
    const address = user.email;
    const anonymous = erasedEmail(userId);
    await tx
      .update(users)
      .set({
        username: erasedUsername(userId),
        email: anonymous,
        passwordHash: '!',
        firstName: '',
        lastName: '',
        phone: '',
        addressLine1: '',
        addressLine2: '',
        city: '',
        state: '',
        postalCode: '',
        country: '',
        profilePicture: null,
        twoFactorEnabled: false,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        isActive: false,
      })
      .where(eq(users.id, userId));
    // The country stays on the order for tax records; name, phone, address and the shopper's note go.
    await tx
      .update(orders)
      .set({
        shipping: sql`jsonb_build_object('full_name', ${ANONYMOUS_CUSTOMER}::text, 'phone', '', 'address_line1', '',
          'address_line2', '', 'city', '', 'state', '', 'postal_code', '', 'country', ${orders.shipping}->>'country')`,
        notes: '',
      })
      .where(eq(orders.userId, userId));
    for (const table of [wishlistItems, recoveryCodes, refreshTokens, loginChallenges, twoFactorBudgets] as const) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    // The shopper's own words in their returns go too; the return rows stay with their orders for accounting.
    await tx
      .update(returns)
      .set({ note: '' })
      .where(inArray(returns.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))));
    for (const table of [emailChanges, passwordResetTokens, carts, cartSyncs, dataExports, addresses] as const) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    await tx
      .delete(backInStockRequests)
      .where(or(eq(backInStockRequests.userId, userId), eq(backInStockRequests.email, address)));
    // Consent to marketing email and the shopper's reviews (their words and photos) go too (§27, §28).
    await eraseConsent(tx, userId, address);
    reviewPhotos = await eraseReviews(app, tx, userId);
    // Emails to the address stop: what is still waiting is not sent; the log keeps kind, subject and dates only.
    await tx
      .update(emailLogs)
      .set({ status: 'failed', error: 'Not sent: the account was deleted.' })
      .where(and(eq(emailLogs.to, address), inArray(emailLogs.status, ['queued', 'sending'])));
    await tx.update(emailLogs).set({ to: anonymous, text: '', html: '' }).where(eq(emailLogs.to, address));
    return user.profilePicture;
  });
  if (picture) await removeAvatar(app, picture);
  await removeReviewPhotos(app, reviewPhotos);
}
