import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError } from '../../lib/errors';
import { proveOwner } from './owner-proof';
import { signInEvent } from './sign-in-log';
import { currentUser } from './users';
import { disable2faBody, otpBody, twoFactorDisabled, twoFactorEnabled, twoFactorSetup } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { confirmSetup, startSetup, switchOff } from './two-factor';

const tags = ['two-factor'];
const security = [{ bearerAuth: [] }];

/** Turning two-factor on (enable, then verify with a first code) and off. */
export function twoFactorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/enable-2fa/',
    {
      schema: {
        tags,
        security,
        summary: 'New TOTP secret, otpauth URL and QR code (pending until verified)',
        response: responses({ 200: twoFactorSetup }),
      },
      preHandler: app.authenticate,
    },
    async (request) => startSetup(app, await currentUser(app, request)),
  );

  r.post(
    '/verify-2fa/',
    {
      schema: {
        tags,
        security,
        summary: 'Confirm a code: two-factor on, recovery codes issued',
        body: otpBody,
        response: responses({ 200: twoFactorEnabled }),
      },
      preHandler: app.authenticate,
    },
    async (request) => confirmSetup(app, await currentUser(app, request), request.body.otp),
  );

  r.post(
    '/disable-2fa/',
    {
      schema: {
        tags,
        security,
        summary:
          'Turn two-factor off with the password and a current code or recovery code (throttled; emails the account)',
        body: disable2faBody,
        response: responses({ 200: twoFactorDisabled }),
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = await currentUser(app, request);
      if (!user.twoFactorEnabled) {
        throw new ApiError(400, { detail: 'Two-factor authentication is not enabled.', code: 'two_factor_disabled' });
      }
      // The password and a current code (or a recovery code): a stolen token, or a password alone, is not enough.
      await proveOwner(app, request, reply, user, request.body);
      await switchOff(app, user);
      signInEvent(app, 'two_factor_disabled', { user_id: user.id, ip: request.ip });
      return { two_factor_enabled: false } as const;
    },
  );
}
