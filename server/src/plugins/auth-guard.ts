import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { jwtVerify, errors as joseErrors } from 'jose';
import { users } from '../db/schema';
import { ApiError, notAuthenticated, permissionDenied, tokenNotValid } from '../lib/errors';

export interface AuthUser {
  id: number;
  role: 'admin' | 'customer';
  username: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; routes without it must not read it. */
    authUser: AuthUser;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

/** Verifies a SimpleJWT-style token of the given type against the app's secret and clock. */
export async function verifyToken(app: FastifyInstance, token: string, type: 'access' | 'refresh') {
  const tokenClass = type === 'access' ? 'AccessToken' : 'RefreshToken';
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(app.config.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: app.clock.now(),
    });
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

/** `Authorization: Bearer <access>` → `request.authUser`, with DRF/SimpleJWT's 401 bodies. */
export const authGuardPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('authUser', null as unknown as AuthUser);

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
    const payload = await verifyToken(app, token, 'access');
    const [user] = await app.db
      .select({ id: users.id, role: users.role, username: users.username, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, payload.user_id));
    if (!user) throw new ApiError(401, { detail: 'User not found', code: 'user_not_found' });
    if (!user.isActive) throw new ApiError(401, { detail: 'User is inactive', code: 'user_inactive' });
    request.authUser = { id: user.id, role: user.role, username: user.username };
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.authUser.role !== 'admin') throw permissionDenied();
  });
});
