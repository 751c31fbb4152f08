import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { emailChanges, users } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secure-tokens';
import { passwordCheckThrottle } from '../auth/rate-limits';
import { signInEvent } from '../auth/sign-in-log';
import { findUserByEmail, uniqueViolationFields, type UserRow } from '../auth/users';
import { emailChangeConfirmEmail, emailChangedEmail, emailInUseEmail } from '../email';

/** How long the link sent to the new address works. */
export const EMAIL_CHANGE_SECONDS = 24 * 60 * 60;
const LINK_INVALID = 'This confirmation link is invalid or has expired.';

const recipient = (user: UserRow) => ({ email: user.email, username: user.username, firstName: user.firstName });

/**
 * A PATCH that changes the sign-in email must carry the current password (throttled like sign-in): a stolen
 * access token alone cannot move the account to another address. Returns the new address, or null when the
 * PATCH does not change it (the storefront may send the address unchanged).
 */
export async function proveEmailChange(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  changes: { email?: string; current_password?: string },
) {
  const email = changes.email?.toLowerCase();
  if (email === undefined || email === user.email) return null;
  if (changes.current_password === undefined) {
    throw fieldError('current_password', 'Enter your current password to change your email address.');
  }
  const password = changes.current_password;
  const ok = await passwordCheckThrottle(app)(request, reply, user, () => verifyPassword(user.passwordHash, password));
  if (!ok) throw fieldError('current_password', 'Incorrect password.');
  return email;
}

/**
 * Records the change (token stored as SHA-256; earlier pending changes are dropped) and mails the new address:
 * the confirmation link, or, when another account already uses it, a notice without one. The caller answers
 * the same either way, so the call never tells whether an address is registered.
 */
export async function startEmailChange(app: FastifyInstance, user: UserRow, newEmail: string) {
  const now = app.clock.now();
  const token = randomToken();
  await app.db.transaction(async (tx) => {
    await tx
      .update(emailChanges)
      .set({ usedAt: now })
      .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      userId: user.id,
      newEmail,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_SECONDS * 1000),
      createdAt: now,
    });
  });
  const holder = await findUserByEmail(app, newEmail);
  await app.outbox.send(
    holder
      ? emailInUseEmail(app.config, newEmail)
      : emailChangeConfirmEmail(app.config, recipient(user), newEmail, token),
  );
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
    });
  } catch (err) {
    // Another account took the address after the request: the same answer as a dead link.
    if (uniqueViolationFields(err)) throw fieldError('token', LINK_INVALID);
    throw err;
  }
  signInEvent(app, 'email_changed', { user_id: user.id, ip: request.ip });
  await app.outbox.send(emailChangedEmail(app.config, recipient(user), newEmail));
  return { detail: 'Your email address has been changed. Sign in with the new address from now on.' };
}
