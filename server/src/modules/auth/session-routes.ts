import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { login, verifyLogin2fa } from './login';
import type { AuthLimiters } from './rate-limits';
import { loginBody, loginResponse, refreshBody, signedIn, tokenPair, verifyLogin2faBody } from '@fabric-tales/contract';
import { noContent, responses } from '../../lib/route-schema';
import { logout, rotateRefreshToken } from './tokens';
import { activeAuthUser } from './users';

const tags = ['auth'];

/** Sign-in, second factor, token refresh (rotation) and logout. */
export function sessionRoutes(app: FastifyInstance, limits: AuthLimiters) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/login/',
    {
      schema: {
        tags,
        summary: 'Sign in: tokens and the user, or a two-factor challenge',
        body: loginBody,
        response: responses({ 200: loginResponse }),
      },
      preHandler: limits.login,
    },
    (request) => login(app, request, request.body, () => limits.loginFailed(request)),
  );

  r.post(
    '/verify-login-2fa/',
    {
      schema: {
        tags,
        summary: 'Second step of a sign-in with two-factor on (send back login’s `challenge` when it gave one)',
        body: verifyLogin2faBody,
        response: responses({ 200: signedIn }),
      },
      preHandler: limits.verifyLogin2fa,
    },
    (request, reply) =>
      verifyLogin2fa(app, request, reply, request.body, (bound) => limits.verifyLogin2faFailed(request, bound)),
  );

  r.post(
    '/refresh/',
    { schema: { tags, summary: 'Rotate a refresh token', body: refreshBody, response: responses({ 200: tokenPair }) } },
    (request) => rotateRefreshToken(app, request.body.refresh, (id) => activeAuthUser(app, id)),
  );

  r.post(
    '/logout/',
    {
      schema: {
        tags,
        summary: 'Blacklist the refresh token (205)',
        body: refreshBody,
        response: responses({ 205: noContent }),
      },
    },
    async (request, reply) => {
      await logout(app, request.body.refresh);
      return reply.code(205).send();
    },
  );
}
