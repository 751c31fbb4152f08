import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { refreshTokens, users } from '../db/schema';
import { BoundedCache } from '../lib/bounded-cache';
import { ApiError, notAuthenticated, permissionDenied, tokenNotValid, twoFactorRequired } from '../lib/errors';
import {
  signInTagOf,
  signInTagOfRow,
  tokenVersionOf,
  verifyToken,
  type AuthUser,
  type TokenPayload,
} from './token-format';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; routes without it must not read it. */
    authUser: AuthUser;
    /** Set by `app.authenticate`: the tag of the sign-in whose access token authenticated the call. */
    signInTag: string;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

/**
 * Access tokens whose signature this instance has verified, by their exact text. A shopper sends the same token
 * with every call for its lifetime, and checking its HMAC through WebCrypto cost more than the rest of a cart
 * read (a tenth of the API's CPU per call). Only the signature check is remembered: expiry is checked on every
 * call, and the account's state (revocation) is the guard's own check after this one.
 */
export class VerifiedAccessTokens {
  private readonly entries: BoundedCache<string, TokenPayload>;
  /** The key ring's version the entries were verified with: a key dropped from the ring drops them all. */
  private ringVersion = 0;

  constructor(max = 10_000) {
    this.entries = new BoundedCache({ max });
  }

  async verify(app: FastifyInstance, token: string): Promise<TokenPayload> {
    if (this.ringVersion !== app.jwtKeys.version) {
      this.entries.clear();
      this.ringVersion = app.jwtKeys.version;
    }
    const known = this.entries.get(token);
    if (!known) {
      const payload = await verifyToken(app, token, 'access');
      this.entries.set(token, payload);
      return payload;
    }
    // jose's rule: expired once `exp` is not after the current second.
    if (known.exp <= Math.floor(app.clock.now().getTime() / 1000)) {
      this.entries.delete(token);
      throw tokenNotValid('Token is expired', 'AccessToken');
    }
    return known;
  }
}

/** What the guard needs of a user: the account's state now, whatever the token says. */
interface UserState extends AuthUser {
  active: boolean;
  tokenVersion: number;
  /** Tags of the user's sign-ins revoked recently enough that their access tokens may not have expired yet. */
  revokedSignIns: string[];
}

/** The bus topic announcing that a user's auth state changed (payload: the user id); migration 0004 sends it too. */
export const AUTH_USER_TOPIC = 'auth.user';

/**
 * How long an instance trusts its cached copy of a user. Changes reach every instance through the bus at once;
 * this bounds the staleness when the bus itself fails silently (a LISTEN connection that died without an error
 * and so never triggered the resynchronisation on reconnect): a revoked token is refused within this time at
 * worst, as when every call read the row (the bus is the normal path; this is the safety net).
 */
export const AUTH_CACHE_MS = 10_000;
const AUTH_CACHE_MAX = 50_000;

/**
 * user id → its auth state, per instance, for `AUTH_CACHE_MS` at most. A load that overlapped an invalidation is
 * not stored (it may have read the row before the change committed), so a dropped entry cannot come back stale.
 */
export class AuthUserCache {
  /** `null` (no such user) is kept too, wrapped: the cache holds objects. */
  private readonly entries: BoundedCache<number, { state: UserState | null }>;

  constructor(
    private load: (id: number) => Promise<UserState | null>,
    now: () => number,
  ) {
    this.entries = new BoundedCache({ max: AUTH_CACHE_MAX, ttlMs: AUTH_CACHE_MS, now });
  }

  async get(id: number): Promise<UserState | null> {
    return (await this.entries.load(id, async () => ({ state: await this.load(id) }))).state;
  }

  /** Forgets one user, or everyone (the bus was down and may have missed messages). */
  forget(id?: number) {
    if (id === undefined) this.entries.clear();
    else this.entries.delete(id);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authUsers: AuthUserCache;
  }
}

/**
 * `Authorization: Bearer <access>` → `request.authUser`, with DRF/SimpleJWT's 401 bodies. The token's signature
 * and expiry prove who it is; the account's state (exists, active, role, token version, revoked sign-ins) comes
 * from the per-instance cache, so a signed-in call costs no database round trip, while a revocation anywhere
 * (the version bumped: every sign-in of the user; a sign-in's refresh tokens marked revoked: that one) reaches
 * every instance through the bus at once.
 */
export const authGuardPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('authUser', null as unknown as AuthUser);
  app.decorateRequest('signInTag', '');
  const cache = new AuthUserCache(
    async (id) => {
      // A sign-in revoked longer than an access token's lifetime ago has no unexpired access token left.
      const since = new Date(app.clock.now().getTime() - app.config.accessTokenSeconds * 1000);
      const [row] = await app.db
        .select({
          id: users.id,
          role: users.role,
          username: users.username,
          active: users.isActive,
          tokenVersion: users.tokenVersion,
          revokedSignIns: sql<string[]>`array(
            select distinct ${signInTagOfRow} from ${refreshTokens}
            where ${refreshTokens.userId} = ${users.id} and ${refreshTokens.revokedAt} > ${since.toISOString()})`,
        })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },
    () => Date.now(),
  );
  app.decorate('authUsers', cache);
  const verified = new VerifiedAccessTokens();
  const unsubscribe = app.bus.subscribe(AUTH_USER_TOPIC, (payload) =>
    cache.forget(typeof payload === 'number' ? payload : undefined),
  );
  app.addHook('onClose', async () => unsubscribe());

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw notAuthenticated();
    const [scheme, token, extra] = header.split(' ');
    if (scheme !== 'Bearer') throw notAuthenticated();
    if (!token || extra !== undefined) {
      throw new ApiError(401, {
        detail: 'Authorization header must contain two space-delimited values',
        code: 'bad_authorization_header',
      });
    }
    const payload = await verified.verify(app, token);
    const user = await cache.get(payload.user_id);
    if (!user) throw new ApiError(401, { detail: 'User not found', code: 'user_not_found' });
    if (!user.active) throw new ApiError(401, { detail: 'User is inactive', code: 'user_inactive' });
    const signIn = signInTagOf(payload.jti);
    if (tokenVersionOf(payload.jti) < user.tokenVersion || user.revokedSignIns.includes(signIn)) {
      throw tokenNotValid('Token is invalid');
    }
    request.authUser = { id: user.id, role: user.role, username: user.username };
    request.signInTag = signIn;
  });

  // ADMIN_2FA=required: the admin API answers an admin without two-factor 403 two_factor_required (the storefront
  // shows the enrolment screen on it). Enrolment itself (profile, the 2FA calls) is not behind requireAdmin. The
  // row is read on each admin call, so enrolling opens the console at once on every instance.
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.authUser.role !== 'admin') throw permissionDenied();
    if (app.config.adminTwoFactorRequired) {
      const [row] = await app.db
        .select({ on: users.twoFactorEnabled })
        .from(users)
        .where(eq(users.id, request.authUser.id));
      if (!row?.on) throw twoFactorRequired();
    }
  });
});
