import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { passwordCheckThrottle } from './rate-limits';
import { acceptSecondFactor, INVALID_CODE } from './two-factor';
import type { UserRow } from './users';

export const CODE_NEEDED = 'Enter the code from your authenticator app (or a recovery code).';

/**
 * The owner's proof behind a token, for what a stolen access token alone must not do (delete the account, turn
 * two-factor off, move the sign-in email): the password and, with two-factor on, a current code or a recovery
 * code. Each is a guess throttled like sign-in (passwordCheckThrottle). `fields` names the body's fields in the
 * 400s (the profile's password field is `current_password`).
 */
export async function proveOwner(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  proof: { password: string; otp?: string },
  fields: { password: string; otp: string } = { password: 'password', otp: 'otp' },
) {
  const { otp } = proof;
  if (user.twoFactorEnabled && otp === undefined) throw fieldError(fields.otp, CODE_NEEDED);
  const check = passwordCheckThrottle(app);
  if (!(await check(request, reply, user, () => verifyPassword(user.passwordHash, proof.password)))) {
    throw fieldError(fields.password, 'Incorrect password.');
  }
  if (user.twoFactorEnabled && otp !== undefined) {
    if (!(await check(request, reply, user, () => acceptSecondFactor(app, user, otp)))) {
      throw fieldError(fields.otp, INVALID_CODE);
    }
  }
}
