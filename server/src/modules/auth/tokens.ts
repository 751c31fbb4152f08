import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import {
  accessClaims,
  accessJti,
  refreshClaims,
  signInTagOfRow,
  signToken,
  verifyToken,
  type AuthUser,
} from '../../plugins/token-format';
import { signInEvent } from './sign-in-log';

/** Whom tokens are issued to: the user and the token version their access token carries. */
export type TokenSubject = AuthUser & { tokenVersion: number };

export interface TokenPair {
  access: string;
  refresh: string;
}

/** The refresh endpoint's 401: SimpleJWT's TokenRefreshView body. */
const refreshRejected = (detail: string) => new ApiError(401, { detail, code: 'token_not_valid' });

/**
 * An access and a refresh token with SimpleJWT's claims; the refresh token is recorded in `family` (one sign-in),
 * whose tag the access token's jti carries.
 */
export async function issueTokens(
  app: FastifyInstance,
  user: TokenSubject,
  family: string = randomUUID(),
): Promise<TokenPair> {
  const access = await signToken(
    app,
    accessClaims(user),
    app.config.accessTokenSeconds,
    accessJti(user.tokenVersion, family),
  );
  const { token: refresh, jti, exp } = await signToken(app, refreshClaims(user.id), app.config.refreshTokenSeconds);
  await app.db.insert(refreshTokens).values({
    jti,
    userId: user.id,
    family,
    expiresAt: new Date(exp * 1000),
    createdAt: app.clock.now(),
  });
  return { access: access.token, refresh };
}

/** A refresh token's recorded row, or SimpleJWT's 401 for a token that is bad, expired or unknown. */
async function recordedToken(app: FastifyInstance, token: string) {
  let payload;
  try {
    payload = await verifyToken(app, token, 'refresh');
  } catch (err) {
    // verifyToken answers in the access-token body; the refresh view gives only the reason, as SimpleJWT does.
    const messages = err instanceof ApiError ? (err.body.messages as { message: string }[] | undefined) : undefined;
    throw refreshRejected(messages?.[0]?.message === 'Token is expired' ? 'Token is expired' : 'Token is invalid');
  }
  const [row] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.jti, payload.jti));
  if (!row || row.userId !== payload.user_id) throw refreshRejected('Token is invalid');
  return row;
}

/**
 * Refuses every access token of the user issued so far, on every instance: the guard refuses tokens older than
 * the user's version. This instance forgets the user at once; the others hear of it from the users
 * trigger on the bus (migration 0009).
 */
async function outdateAccessTokens(app: FastifyInstance, userId: number) {
  await app.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  app.authUsers.forget(userId);
}

/**
 * Revokes the user's sign-ins that `which` selects: their live refresh tokens are blacklisted and marked revoked,
 * so the guard refuses those sign-ins' access tokens too, on every instance (this one forgets the user at once,
 * the others hear of it from the refresh_tokens trigger on the bus, migration 0009). Returns how many refresh
 * tokens were live.
 *
 * A sign-in may have an unexpired access token and no live refresh token: change-password without `refresh`
 * blacklists the caller's refresh tokens but keeps its access token. Its tokens issued within an access token's
 * lifetime are marked revoked too, else that access token would outlive a later password change or logout.
 */
async function revokeSignIns(app: FastifyInstance, userId: number, which: SQL | undefined) {
  const now = app.clock.now();
  const ofUser = and(eq(refreshTokens.userId, userId), which);
  const revoked = await app.db
    .update(refreshTokens)
    .set({ blacklistedAt: now, revokedAt: now })
    .where(and(ofUser, isNull(refreshTokens.blacklistedAt)))
    .returning({ jti: refreshTokens.jti });
  const accessLive = new Date(now.getTime() - app.config.accessTokenSeconds * 1000);
  await app.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(ofUser, isNull(refreshTokens.revokedAt), gt(refreshTokens.createdAt, accessLive)));
  app.authUsers.forget(userId);
  return revoked.length;
}

/** Revokes one sign-in (its refresh tokens and its access tokens); the user's other sign-ins carry on. */
const revokeFamily = (app: FastifyInstance, userId: number, family: string) =>
  revokeSignIns(app, userId, eq(refreshTokens.family, family));

/**
 * A blacklisted token presented again. While its sign-in is live (someone holds the token it was rotated to) it
 * leaked: the sign-in is revoked and every access token of the user refused. A sign-in already over (logged out,
 * revoked) has nothing left to take: that is a stale client, answered the same 401 without revoking the user's
 * other sign-ins.
 */
async function rejectReuse(app: FastifyInstance, row: { userId: number; family: string }): Promise<never> {
  const revoked = await revokeFamily(app, row.userId, row.family);
  if (revoked > 0) {
    await outdateAccessTokens(app, row.userId);
    signInEvent(app, 'token_reuse', { user_id: row.userId, revoked_tokens: revoked });
  }
  throw refreshRejected('Token is blacklisted');
}

/**
 * Rotation: the presented refresh token is blacklisted (atomically, so two concurrent uses cannot both win)
 * and a new pair of the same sign-in is issued.
 */
export async function rotateRefreshToken(
  app: FastifyInstance,
  token: string,
  loadUser: (id: number) => Promise<TokenSubject | null>,
): Promise<TokenPair> {
  const row = await recordedToken(app, token);
  if (row.blacklistedAt) return rejectReuse(app, row);
  const [claimed] = await app.db
    .update(refreshTokens)
    .set({ blacklistedAt: app.clock.now() })
    .where(and(eq(refreshTokens.jti, row.jti), isNull(refreshTokens.blacklistedAt)))
    .returning({ jti: refreshTokens.jti });
  if (!claimed) return rejectReuse(app, row);
  const user = await loadUser(row.userId);
  if (!user) {
    await revokeFamily(app, row.userId, row.family);
    throw refreshRejected('Token is invalid');
  }
  return issueTokens(app, user, row.family);
}

/** Logout: the token's whole sign-in is revoked, at once on every instance; the user's other sign-ins are not. */
export async function logout(app: FastifyInstance, token: string) {
  const row = await recordedToken(app, token);
  if (row.blacklistedAt) return rejectReuse(app, row);
  await revokeFamily(app, row.userId, row.family);
  signInEvent(app, 'logout', { user_id: row.userId });
}

/** Password reset: every sign-in of the user is revoked and every access token refused. */
export async function revokeEverySignIn(app: FastifyInstance, userId: number) {
  await revokeSignIns(app, userId, undefined);
  await outdateAccessTokens(app, userId);
}

/**
 * Change-password: every sign-in of the user but the caller's is revoked, their access tokens refused at once.
 * The caller's access token (sign-in `callerSignIn`, a tag) keeps working, as an access token does with
 * SimpleJWT. Its refresh tokens are kept only when `keep` names them (a live refresh token of the user): a
 * client that does not send it keeps no refresh token (the documented behaviour of change-password).
 */
export async function revokeOtherSignIns(app: FastifyInstance, userId: number, callerSignIn: string, keep?: string) {
  const kept = keep ? await recordedToken(app, keep).catch(() => null) : null;
  const keepFamily = kept && kept.userId === userId && !kept.blacklistedAt ? kept.family : undefined;
  const others = keepFamily ? ne(refreshTokens.family, keepFamily) : undefined;
  await revokeSignIns(app, userId, and(others, ne(signInTagOfRow, callerSignIn)));
  await app.db
    .update(refreshTokens)
    .set({ blacklistedAt: app.clock.now() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.blacklistedAt), others));
}
