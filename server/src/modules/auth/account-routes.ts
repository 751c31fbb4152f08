import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePassword, checkResetToken, requestReset, resetPassword, RESET_REQUESTED } from './passwords';
import type { AuthLimiters } from './rate-limits';
import {
  changePasswordBody,
  detailMessage,
  forgotPasswordBody,
  registerBody,
  registered,
  resetPasswordBody,
  resetTokenParams,
} from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
// The reset token is in the reset URLs: no info-level request lines, which would write it to the log.
import { TOKEN_IN_URL } from '../../plugins/request-log';
import { currentUser, registerUser } from './users';

const tags = ['auth'];
const security = [{ bearerAuth: [] }];

/** Registration, change of password and the forgotten-password flow. */
export function accountRoutes(app: FastifyInstance, limits: AuthLimiters) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/register/',
    {
      schema: {
        tags,
        summary: 'Create a customer account',
        body: registerBody,
        response: responses({ 201: registered }),
      },
      preHandler: limits.register,
    },
    async (request, reply) => {
      const user = await registerUser(app, request.body);
      return reply.code(201).send({ id: user.id, username: user.username, email: user.email });
    },
  );

  r.post(
    '/change-password/',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password; revokes every other sign-in (all of them unless `refresh` names this one)',
        body: changePasswordBody,
        response: responses({ 200: detailMessage }),
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await changePassword(app, request, reply, await currentUser(app, request), request.body);
      return { detail: 'Password updated successfully.' };
    },
  );

  r.post(
    '/forgot-password/',
    {
      schema: {
        tags,
        summary: 'Email a password reset link (same answer for any email)',
        body: forgotPasswordBody,
        response: responses({ 200: detailMessage }),
      },
      preHandler: limits.forgotPassword,
    },
    async (request) => {
      await requestReset(app, request.body.email);
      return RESET_REQUESTED;
    },
  );

  r.get(
    '/password-reset/:token/',
    {
      schema: {
        tags,
        summary: '200 when the reset link is usable, else 400',
        params: resetTokenParams,
        response: responses({ 200: detailMessage }),
      },
      logLevel: TOKEN_IN_URL,
    },
    (request) => checkResetToken(app, request.params.token),
  );

  r.post(
    '/password-reset/:token/',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        params: resetTokenParams,
        body: resetPasswordBody,
        response: responses({ 200: detailMessage }),
      },
      logLevel: TOKEN_IN_URL,
    },
    (request) => resetPassword(app, request, request.params.token, request.body.password),
  );
}
