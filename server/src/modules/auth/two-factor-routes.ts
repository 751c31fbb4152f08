import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, fieldError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { currentUser } from './users';
import { disable2faBody, otpBody, twoFactorDisabled, twoFactorEnabled, twoFactorSetup } from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { acceptSecondFactor, confirmSetup, INVALID_CODE, startSetup, switchOff } from './two-factor';

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
        summary: 'Turn two-factor off with a code or the password',
        body: disable2faBody,
        response: responses({ 200: twoFactorDisabled }),
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await currentUser(app, request);
      if (!user.twoFactorEnabled) {
        throw new ApiError(400, { detail: 'Two-factor authentication is not enabled.', code: 'two_factor_disabled' });
      }
      const { otp, password } = request.body;
      if (otp !== undefined && !(await acceptSecondFactor(app, user, otp))) throw fieldError('otp', INVALID_CODE);
      if (otp === undefined && !(await verifyPassword(user.passwordHash, password ?? ''))) {
        throw fieldError('password', 'Incorrect password.');
      }
      await switchOff(app, user.id);
      return { two_factor_enabled: false } as const;
    },
  );
}
