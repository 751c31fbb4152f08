import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { errors as joseErrors } from 'jose';
import { refreshTokens } from '../db/schema';
import { ApiError, tokenNotValid } from '../lib/errors';

/**
 * The API's token format, in one place: SimpleJWT's claims (the contract lists them), how a token is signed and
 * verified with the app's key ring (plugins/jwt-keys.ts) and clock, and what an access token's `jti` carries. The
 * auth guard verifies with it; the auth module issues, rotates and revokes with it (docs/adr/0007-platform-layer.md).
 */

/** Who a verified access token is, as routes read it (`request.authUser`). */
export interface AuthUser {
  id: number;
  role: 'admin' | 'customer';
  username: string;
}

type TokenType = 'access' | 'refresh';

/** SimpleJWT's access-token claims (`iat`, `exp` and `jti` are added when signing). */
export const accessClaims = (user: AuthUser) => ({
  token_type: 'access' as const,
  user_id: user.id,
  role: user.role,
  username: user.username,
});

/** SimpleJWT's refresh-token claims (`iat`, `exp` and `jti` are added when signing). */
export const refreshClaims = (userId: number) => ({ token_type: 'refresh' as const, user_id: userId });

const newJti = () => randomUUID().replace(/-/g, '');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Signs `claims` with the newest key, issued now by the app's clock and valid for `lifetime` seconds. */
export async function signToken(
  app: FastifyInstance,
  claims: ReturnType<typeof accessClaims> | ReturnType<typeof refreshClaims>,
  lifetime: number,
  jti = newJti(),
) {
  const iat = seconds(app.clock.now());
  const exp = iat + lifetime;
  const token = await app.jwtKeys.sign({ ...claims, iat, exp, jti });
  return { token, jti, exp };
}

/** Verifies a SimpleJWT-style token of the given type against the app's key ring and clock. */
export async function verifyToken(app: FastifyInstance, token: string, type: TokenType) {
  const tokenClass = type === 'access' ? 'AccessToken' : 'RefreshToken';
  try {
    const payload = await app.jwtKeys.verify(token, app.clock.now());
    if (payload.token_type !== type) throw tokenNotValid('Token has wrong type', tokenClass);
    if (typeof payload.user_id !== 'number' || typeof payload.jti !== 'string') {
      throw tokenNotValid('Token contained no recognizable user identification', tokenClass);
    }
    return payload as typeof payload & { user_id: number; jti: string; exp: number };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw tokenNotValid('Token is expired', tokenClass);
    throw tokenNotValid('Token is invalid', tokenClass);
  }
}

/** A verified token's payload. */
export type TokenPayload = Awaited<ReturnType<typeof verifyToken>>;

/**
 * A sign-in's tag: the first 8 hex digits of its refresh-token family (a UUID). The guard refuses the access
 * tokens of a revoked sign-in by it; only the user's sign-ins revoked within one access-token lifetime are
 * compared with it, so a clash of two tags (2^-32) is not a practical concern.
 */
export const signInTag = (family: string) => family.slice(0, 8);

/** `signInTag` in SQL: the tag of a refresh token's sign-in. */
export const signInTagOfRow = sql<string>`left(${refreshTokens.family}, 8)`;

/**
 * An access token's `jti`: 8 hex digits of the user's token version it was issued at, 8 of its sign-in's tag,
 * then 16 random ones (64 bits, unique enough for an id). The claims stay exactly SimpleJWT's (the contract lists
 * them), and clients treat the jti as opaque.
 */
export const accessJti = (version: number, family: string) =>
  version.toString(16).padStart(8, '0') + signInTag(family) + randomUUID().replace(/-/g, '').slice(0, 16);

/**
 * The token version an access token was issued at. Tokens from before versions existed have a random jti, most
 * read as a large version: they stay valid to their expiry (15 minutes at most after the upgrade).
 */
export const tokenVersionOf = (jti: string) => Number.parseInt(jti.slice(0, 8), 16) || 0;

/** The tag of the sign-in an access token belongs to (see `accessJti`). */
export const signInTagOf = (jti: string) => jti.slice(8, 16);
