import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { cancelPendingEmailChanges } from '../../db/email-changes';
import { emailChanges, users } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { randomToken, sha256 } from '../../lib/secure-tokens';
import { revokeResetLinks } from '../auth/passwords';
import { counter, oncePerApp, type Window } from '../../plugins/throttle';
import { proveOwner } from '../auth/owner-proof';
import { accountKey } from '../auth/rate-limits';
import { signInEvent } from '../auth/sign-in-log';
import { findUserByEmail, uniqueViolationFields, type UserRow } from '../auth/users';
import { emailChangeConfirmEmail, emailChangedEmail, emailChangeStartedEmail, emailInUseEmail } from '../email';
import { REDACTED, type LinkIssuer } from '../../plugins/outbox';

/** How long the link sent to the new address works. */
export const EMAIL_CHANGE_SECONDS = 24 * 60 * 60;

/**
 * Emails an email change sends to an address nobody has proven (the confirmation link, or "this address already
 * has an account"), per hour: per account, per client address and per target address, each counted before the
 * emails are written, so a burst cannot outrun them.
 */
export const EMAIL_CHANGE_LIMITS = {
  account: { max: 5, seconds: 60 * 60 },
  ip: { max: 10, seconds: 60 * 60 },
  target: { max: 3, seconds: 60 * 60 },
} satisfies Record<string, Window>;

function emailChangeThrottle(app: FastifyInstance) {
  return oncePerApp(app, 'email-change', () => {
    const perAccount = counter(app, 'email-change-account', EMAIL_CHANGE_LIMITS.account, () => '');
    const perIp = counter(app, 'email-change-ip', EMAIL_CHANGE_LIMITS.ip, (req) => req.ip);
    const perTarget = counter(app, 'email-change-target', EMAIL_CHANGE_LIMITS.target, () => '');
    return async (req: FastifyRequest, reply: FastifyReply, user: UserRow, target: string) => {
      await perAccount.hitFor(accountKey(user), req, reply);
      await perIp.hit(req, reply);
      // Hashed: counters (possibly in Redis) hold no email addresses.
      await perTarget.hitFor(sha256(target).slice(0, 32), req, reply);
    };
  });
}
const LINK_INVALID = 'This confirmation link is invalid or has expired.';

/**
 * A PATCH that changes the sign-in email must carry the current password, and with two-factor on a current code
 * (`otp`), each throttled like sign-in: a stolen access token, or a password alone, cannot move the account. Returns the new address, or null when the
 * PATCH does not change it (the storefront may send the address unchanged).
 */
export async function proveEmailChange(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  changes: { email?: string; current_password?: string; otp?: string },
) {
  const email = changes.email?.toLowerCase();
  if (email === undefined || email === user.email) return null;
  if (changes.current_password === undefined) {
    throw fieldError('current_password', 'Enter your current password to change your email address.');
  }
  // The password and, with two-factor on, a current code (or a recovery code), like account deletion.
  const proof = { password: changes.current_password, otp: changes.otp };
  await proveOwner(app, request, reply, user, proof, { password: 'current_password', otp: 'otp' });
  await emailChangeThrottle(app)(request, reply, user, email);
  return email;
}

/** The outbox's issuer of email-change links: the token is made when the email is sent (docs/security.md). */
export const EMAIL_CHANGE_LINK = 'email_change';

/**
 * Issues the confirmation token of a pending change (`{changeId}`) as its email is handed to SMTP, so the stored
 * email and its job hold none; each issue replaces the stored hash, so a resend's link is the only one that works.
 * Null (the email is not sent) once the change was confirmed, replaced or has expired.
 */
export function emailChangeLinkIssuer(app: FastifyInstance): LinkIssuer {
  return {
    async issue(tx, ref) {
      const token = randomToken();
      const issued = await tx
        .update(emailChanges)
        .set({ tokenHash: sha256(token) })
        .where(
          and(
            eq(emailChanges.id, Number(ref.changeId)),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, app.clock.now()),
          ),
        )
        .returning({ id: emailChanges.id });
      return issued.length ? token : null;
    },
  };
}

/**
 * Records the change (earlier pending changes are dropped) and mails the new address, in one transaction: the
 * confirmation link, or, when another account already uses it, a notice without one; the account's own address
 * is told that a move started. The caller answers the same
 * either way, so the call never tells whether an address is registered. The row's hash until the email is sent
 * is of a token nobody holds.
 */
export async function startEmailChange(app: FastifyInstance, user: UserRow, newEmail: string) {
  const now = app.clock.now();
  const holder = await findUserByEmail(app, newEmail);
  await app.db.transaction(async (tx) => {
    await cancelPendingEmailChanges(tx, user.id, now);
    const [change] = await tx
      .insert(emailChanges)
      .values({
        userId: user.id,
        newEmail,
        tokenHash: sha256(randomToken()),
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_SECONDS * 1000),
        createdAt: now,
      })
      .returning({ id: emailChanges.id });
    if (!change) throw new Error('the email change was not recorded');
    const email = holder
      ? emailInUseEmail(app.config, newEmail)
      : {
          ...emailChangeConfirmEmail(app.config, user, newEmail, REDACTED),
          secret: { issuer: EMAIL_CHANGE_LINK, ref: { changeId: change.id } },
        };
    await app.outbox.send(email, tx);
    // The account's own address hears of the move when it starts, while a password change can still stop it.
    await app.outbox.send(emailChangeStartedEmail(app.config, user), tx);
  });
}

/** The address a change of the user's email waits to be confirmed for, if any. */
export async function pendingEmailOf(app: FastifyInstance, userId: number) {
  const [row] = await app.db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(
      and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, app.clock.now())),
    )
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row?.newEmail ?? null;
}

/**
 * POST /api/confirm-email/{token}/: spends the token and moves the account to the new address; the old address
 * is told. An unknown, used or expired token, and an address another account took meanwhile, all get the same
 * 400 (the last must not reveal that the address is registered).
 */
export async function confirmEmailChange(app: FastifyInstance, request: FastifyRequest, token: string) {
  const now = app.clock.now();
  const [row] = await app.db
    .select({ id: emailChanges.id, newEmail: emailChanges.newEmail, user: users })
    .from(emailChanges)
    .innerJoin(users, eq(users.id, emailChanges.userId))
    .where(
      and(
        eq(emailChanges.tokenHash, sha256(token)),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
        eq(users.isActive, true),
      ),
    );
  if (!row) throw fieldError('token', LINK_INVALID);
  const { user, newEmail } = row;
  try {
    await app.db.transaction(async (tx) => {
      const spent = await tx
        .update(emailChanges)
        .set({ usedAt: now })
        .where(and(eq(emailChanges.id, row.id), isNull(emailChanges.usedAt)))
        .returning({ id: emailChanges.id });
      if (!spent.length) throw fieldError('token', LINK_INVALID);
      await tx.update(users).set({ email: newEmail, updatedAt: now }).where(eq(users.id, user.id));
      // Reset links went to the old address: its mailbox must not keep a way into the account.
      await revokeResetLinks(tx, user.id, now);
      // The old address's notice commits with the change: a crash cannot make one without the other.
      await app.outbox.send(emailChangedEmail(app.config, user, newEmail), tx);
    });
  } catch (err) {
    // Another account took the address after the request: the same answer as a dead link.
    if (uniqueViolationFields(err)) throw fieldError('token', LINK_INVALID);
    throw err;
  }
  signInEvent(app, 'email_changed', { user_id: user.id, ip: request.ip });
  return { detail: 'Your email address has been changed. Sign in with the new address from now on.' };
}
