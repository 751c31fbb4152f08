import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, fieldError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { passwordCheckThrottle } from './rate-limits';
import { signInEvent } from './sign-in-log';
import { currentUser } from './users';
import { disable2faBody, otpBody, twoFactorDisabled, twoFactorEnabled, twoFactorSetup } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { acceptSecondFactor, confirmSetup, INVALID_CODE, startSetup, switchOff } from './two-factor';

const tags = ['two-factor'];
const security = [{ bearerAuth: [] }];

/** Turning two-factor on (enable, then verify with a first code) and off. */
export function twoFactorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const checkPassword = passwordCheckThrottle(app);

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
        summary: 'Turn two-factor off with a code or the password (throttled; emails the account)',
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
      const { otp, password } = request.body;
      // A code or the password: either is a guess behind a token, throttled like sign-in.
      const proven = await checkPassword(request, reply, user, () =>
        otp !== undefined ? acceptSecondFactor(app, user, otp) : verifyPassword(user.passwordHash, password ?? ''),
      );
      if (!proven && otp !== undefined) throw fieldError('otp', INVALID_CODE);
      if (!proven) throw fieldError('password', 'Incorrect password.');
      await switchOff(app, user);
      signInEvent(app, 'two_factor_disabled', { user_id: user.id, ip: request.ip });
      return { two_factor_enabled: false } as const;
    },
  );
}
