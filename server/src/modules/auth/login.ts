import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { loginChallenges } from '../../db/schema';
import { ApiError, fieldError, validationError } from '../../lib/errors';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import { signInEvent } from './sign-in-log';
import { issueTokens } from './tokens';
import { acceptSecondFactor, INVALID_CODE } from './two-factor';
import { authUserOf, findUserByEmail, userSummary, type UserRow } from './users';

const CHALLENGE_SECONDS = 5 * 60;
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
 * Email and password: tokens and the user, or, with two-factor on, a challenge for verify-login-2fa.
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
  await app.db.insert(loginChallenges).values({
    userId: user.id,
    expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000),
    createdAt: now,
  });
  signInEvent(app, 'two_factor_challenge', { user_id: user.id, ip: request.ip });
  return { two_factor_required: true as const, email: user.email };
}

/** verify-login-2fa: a code (or recovery code) for the newest open challenge of that email, within 5 tries. */
export async function verifyLogin2fa(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { email: string; otp: string },
  onFailure: () => Promise<void>,
) {
  const user = await findUserByEmail(app, body.email);
  if (!user || !user.isActive || !user.twoFactorEnabled) throw challengeGone();
  const [challenge] = await app.db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.userId, user.id),
        isNull(loginChallenges.consumedAt),
        gt(loginChallenges.expiresAt, app.clock.now()),
      ),
    )
    .orderBy(desc(loginChallenges.id))
    .limit(1);
  if (!challenge) throw challengeGone();
  // Count the try before checking the code, in one statement, so parallel guesses cannot exceed the limit.
  const [counted] = await app.db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(and(eq(loginChallenges.id, challenge.id), lt(loginChallenges.attempts, CHALLENGE_TRIES)))
    .returning({ attempts: loginChallenges.attempts });
  if (!counted) throw challengeGone();

  if (!(await acceptSecondFactor(app, user, body.otp))) {
    await onFailure();
    const exhausted = counted.attempts >= CHALLENGE_TRIES;
    signInEvent(app, exhausted ? 'lockout' : 'two_factor_failed', {
      user_id: user.id,
      ip: request.ip,
      attempt: counted.attempts,
    });
    throw fieldError('otp', INVALID_CODE);
  }
  const [consumed] = await app.db
    .update(loginChallenges)
    .set({ consumedAt: app.clock.now() })
    .where(and(eq(loginChallenges.id, challenge.id), isNull(loginChallenges.consumedAt)))
    .returning({ id: loginChallenges.id });
  if (!consumed) throw challengeGone();
  return signedIn(app, request, user);
}
