import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { loginChallenges } from '../../db/schema';
import { ApiError, fieldError, validationError } from '../../lib/errors';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256 } from '../../lib/secure-tokens';
import { signInEvent } from './sign-in-log';
import { issueTokens } from './tokens';
import { acceptSecondFactor, INVALID_CODE } from './two-factor';
import { returnGuess, takeGuess } from './two-factor-budget';
import { authUserOf, findUserByEmail, userSummary, type UserRow } from './users';

const CHALLENGE_SECONDS = 5 * 60;
/** Tries per challenge. */
const CHALLENGE_TRIES = 5;

export const noActiveAccount = () =>
  new ApiError(401, { detail: 'No active account found with the given credentials', code: 'no_active_account' });

const challengeGone = () =>
  validationError({
    non_field_errors: ['Your sign-in has expired or had too many attempts. Please sign in with your password again.'],
  });

async function signedIn(app: FastifyInstance, request: FastifyRequest, user: UserRow) {
  const tokens = await issueTokens(app, authUserOf(user));
  signInEvent(app, 'login_succeeded', { user_id: user.id, ip: request.ip });
  return { ...tokens, user: userSummary(user) };
}

/**
 * Email and password: tokens and the user, or, with two-factor on, an opaque `challenge` for verify-login-2fa
 * (random, stored as SHA-256, 5 minutes, bound to the user: it proves the password step).
 * Unknown email, wrong password and inactive account answer alike, after the same argon2 work.
 */
export async function login(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { email: string; password: string },
  onFailure: () => Promise<void>,
) {
  const user = await findUserByEmail(app, body.email);
  const ok = user ? await verifyPassword(user.passwordHash, body.password) : await verifyAgainstNothing(body.password);
  if (!user || !ok || !user.isActive) {
    await onFailure();
    const reason = !user ? 'unknown_account' : !ok ? 'wrong_password' : 'inactive';
    signInEvent(app, 'login_failed', { user_id: user?.id, ip: request.ip, reason });
    throw noActiveAccount();
  }
  if (!user.twoFactorEnabled) return signedIn(app, request, user);

  const now = app.clock.now();
  const challenge = randomToken();
  await app.db.insert(loginChallenges).values({
    userId: user.id,
    tokenHash: sha256(challenge),
    expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
    createdAt: now,
  });
  signInEvent(app, 'two_factor_challenge', { user_id: user.id, ip: request.ip });
  return { two_factor_required: true as const, email: user.email, challenge };
}

const open = (app: FastifyInstance, userId: number) =>
  and(
    eq(loginChallenges.userId, userId),
    isNull(loginChallenges.consumedAt),
    gt(loginChallenges.expiresAt, app.clock.now()),
  );

/** The user's open challenge whose token the try sent. */
async function challengeFor(app: FastifyInstance, userId: number, token: string) {
  const [row] = await app.db
    .select()
    .from(loginChallenges)
    .where(and(open(app, userId), eq(loginChallenges.tokenHash, sha256(token))))
    .limit(1);
  return row;
}

/** Counts the try on the challenge before the code is checked, in one statement: at most CHALLENGE_TRIES. */
async function countTry(app: FastifyInstance, challengeId: number) {
  const [counted] = await app.db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(and(eq(loginChallenges.id, challengeId), lt(loginChallenges.attempts, CHALLENGE_TRIES)))
    .returning({ attempts: loginChallenges.attempts });
  return counted?.attempts;
}

/**
 * verify-login-2fa: a code (or recovery code) with the `challenge` the password step handed out (API.md "Trust
 * rules": every two-factor sign-in gets one, so a code without it signs nobody in, whoever knows the email and
 * however recently the owner typed the password). 5 tries per challenge and TWO_FACTOR_GUESSES.bound per hour
 * for the account. A missing, wrong or stale challenge gets the same answer as an expired one; its failures
 * feed the per-(email, client) throttle only, never the account's slow-down.
 */
export async function verifyLogin2fa(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { email: string; otp: string; challenge?: string },
  onFailure: (slowsAccount: boolean) => Promise<void>,
) {
  if (body.challenge === undefined) throw challengeGone();
  const user = await findUserByEmail(app, body.email);
  if (!user || !user.isActive || !user.twoFactorEnabled) throw challengeGone();
  const challenge = await challengeFor(app, user.id, body.challenge);
  if (!challenge) {
    await onFailure(false);
    throw challengeGone();
  }
  const attempt = await countTry(app, challenge.id);
  if (attempt === undefined) throw challengeGone();
  await takeGuess(app, reply, user.id);

  if (!(await acceptSecondFactor(app, user, body.otp))) {
    await onFailure(true);
    const exhausted = attempt >= CHALLENGE_TRIES;
    signInEvent(app, exhausted ? 'lockout' : 'two_factor_failed', { user_id: user.id, ip: request.ip, attempt });
    throw fieldError('otp', INVALID_CODE);
  }
  await returnGuess(app, user.id);
  const [consumed] = await app.db
    .update(loginChallenges)
    .set({ consumedAt: app.clock.now() })
    .where(and(eq(loginChallenges.id, challenge.id), isNull(loginChallenges.consumedAt)))
    .returning({ id: loginChallenges.id });
  if (!consumed) throw challengeGone();
  return signedIn(app, request, user);
}
