import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema';
import { fieldError, validationError } from '../../lib/errors';
import { hashPassword, passwordProblems, verifyPassword } from '../../lib/passwords';
import { sha256 } from '../../lib/secure-tokens';
import { cancelPendingEmailChanges } from '../../db/email-changes';
import { issueResetToken } from '../../db/reset-links';
import type { Executor } from '../../db/executor';
import { REDACTED, type LinkIssuer } from '../../plugins/outbox';
import { passwordChangedEmail, passwordResetEmail } from '../email';
import { passwordCheckThrottle } from './rate-limits';
import { signInEvent } from './sign-in-log';
import { revokeEverySignIn, revokeOtherSignIns } from './tokens';
import { activeAddressOf, findUserByEmail, type UserRow } from './users';

const RESET_SECONDS = 60 * 60;
export const RESET_REQUESTED = {
  detail: 'If an account exists for this email, we have sent a link to reset its password.',
};
const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

function checkNewPassword(field: string, password: string, user: UserRow) {
  const problems = passwordProblems(password, { username: user.username, email: user.email });
  if (problems.length) throw validationError({ [field]: problems });
}

/**
 * change-password: needs the old password (throttled like sign-in); every other sign-in is revoked, the caller's
 * access token kept, and a pending move of the sign-in email is cancelled.
 */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  body: { old_password: string; new_password: string; refresh?: string },
) {
  const ok = await passwordCheckThrottle(app)(request, reply, user, () =>
    verifyPassword(user.passwordHash, body.old_password),
  );
  if (!ok) {
    throw fieldError('old_password', 'Your old password was entered incorrectly. Please enter it again.');
  }
  checkNewPassword('new_password', body.new_password, user);
  await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(body.new_password), updatedAt: app.clock.now() })
    .where(eq(users.id, user.id));
  await cancelPendingEmailChanges(app.db, user.id, app.clock.now());
  await revokeOtherSignIns(app, user.id, request.signInTag, body.refresh);
  signInEvent(app, 'password_changed', { user_id: user.id, ip: request.ip });
  await app.outbox.send(passwordChangedEmail(app.config, user));
}

/** The outbox's issuer of reset links: the token is made when the email is sent, never stored but as a hash. */
export const RESET_LINK = 'password_reset';

/**
 * Issues reset tokens for the outbox (`{userId}`): one per email sent, so the stored email and its job hold
 * none (docs/security.md). A resend revokes the account's unused links first.
 */
export function resetLinkIssuer(app: FastifyInstance): LinkIssuer {
  return {
    async issue(tx, ref) {
      const [user] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, Number(ref.userId)), eq(users.isActive, true)));
      if (!user) return null;
      return issueResetToken(tx, user.id, app.clock.now(), RESET_SECONDS);
    },
    revoke: (tx, ref) => revokeResetLinks(tx, Number(ref.userId), app.clock.now()),
    recipient: (tx, ref) => activeAddressOf(tx, Number(ref.userId)),
  };
}

/** Spends every unused reset link of the user: on a resend, a reset, and a move to another address (they went to the old one). */
export async function revokeResetLinks(tx: Executor, userId: number, now: Date) {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** forgot-password: emails a single-use link when the account exists; the caller answers the same either way. */
export async function requestReset(app: FastifyInstance, email: string) {
  const user = await findUserByEmail(app, email);
  if (!user || !user.isActive) return;
  await app.outbox.send({
    ...passwordResetEmail(app.config, user, REDACTED),
    secret: { issuer: RESET_LINK, ref: { userId: user.id } },
  });
}

async function usableReset(app: FastifyInstance, token: string) {
  const [row] = await app.db
    .select({ id: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, app.clock.now()),
        eq(users.isActive, true),
      ),
    );
  if (!row) throw fieldError('token', RESET_LINK_INVALID);
  return row;
}

export async function checkResetToken(app: FastifyInstance, token: string) {
  await usableReset(app, token);
  return { detail: 'The password reset link is valid.' };
}

/** Sets the new password, spends the token (and the user's other reset links), cancels a pending move of the email and revokes every sign-in. */
export async function resetPassword(app: FastifyInstance, request: FastifyRequest, token: string, password: string) {
  const { id, user } = await usableReset(app, token);
  checkNewPassword('password', password, user);
  const spent = await app.db
    .update(passwordResetTokens)
    .set({ usedAt: app.clock.now() })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  if (!spent.length) throw fieldError('token', RESET_LINK_INVALID);
  await revokeResetLinks(app.db, user.id, app.clock.now());
  await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: app.clock.now() })
    .where(eq(users.id, user.id));
  await cancelPendingEmailChanges(app.db, user.id, app.clock.now());
  await revokeEverySignIn(app, user.id);
  signInEvent(app, 'password_reset', { user_id: user.id, ip: request.ip });
  await app.outbox.send(passwordChangedEmail(app.config, user));
  return { detail: 'Your password has been reset. You can sign in with the new password.' };
}
