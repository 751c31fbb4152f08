import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { recoveryCodes, users } from '../../db/schema';
import { twoFactorContext } from '../../db/two-factor-secrets';
import { ApiError, fieldError } from '../../lib/errors';
import { sha256 } from '../../lib/secure-tokens';
import { twoFactorDisabledEmail, twoFactorEnabledEmail } from '../email';
import type { UserRow } from './users';

const PERIOD = 30;
const RECOVERY_CODES = 8;
export const INVALID_CODE = 'Invalid or expired code.';

const totpFor = (app: FastifyInstance, user: Pick<UserRow, 'email'>, secret: string) =>
  new TOTP({
    issuer: app.config.shopName,
    label: user.email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

const normalize = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/**
 * A TOTP code of `secret` valid now (±1 step for clock drift) whose step is later than the last one accepted:
 * the step is recorded in the same statement, so a code is never accepted twice, even concurrently.
 */
async function acceptTotp(app: FastifyInstance, user: UserRow, secret: string, code: string) {
  if (!/^\d{6}$/.test(code)) return false;
  const timestamp = app.clock.now().getTime();
  const delta = totpFor(app, user, secret).validate({ token: code, timestamp, window: 1 });
  if (delta === null) return false;
  const step = TOTP.counter({ period: PERIOD, timestamp }) + delta;
  const claimed = await app.db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** A recovery code of the user not used yet; it is spent by this call. */
async function acceptRecoveryCode(app: FastifyInstance, userId: number, code: string) {
  const spent = await app.db
    .update(recoveryCodes)
    .set({ usedAt: app.clock.now() })
    .where(
      and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, sha256(code)), isNull(recoveryCodes.usedAt)),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/**
 * A stored TOTP secret opened with the at-rest key (docs/security.md, "Secrets at rest"); null when this instance
 * lacks the key it was sealed with (a database restored without it): only recovery codes work then.
 */
function openSecret(app: FastifyInstance, userId: number, stored: string): string | null {
  const secret = app.secretBox.open(stored, twoFactorContext(userId));
  if (secret === null) app.log.error({ event: 'two_factor.secret_unreadable', userId }, 'a TOTP secret does not open');
  return secret;
}

/** The second factor of a user with two-factor on: a current code from the app, or one of the recovery codes. */
export async function acceptSecondFactor(app: FastifyInstance, user: UserRow, otp: string) {
  if (!user.twoFactorEnabled || !user.twoFactorSecret) return false;
  const code = normalize(otp);
  const secret = openSecret(app, user.id, user.twoFactorSecret);
  if (secret !== null && (await acceptTotp(app, user, secret, code))) return true;
  return /^[a-z2-7]{10}$/.test(code) && acceptRecoveryCode(app, user.id, code);
}

/** enable-2fa: a new secret kept pending (two-factor stays as it is) until verify-2fa confirms a code from it. */
export async function startSetup(app: FastifyInstance, user: UserRow) {
  if (user.twoFactorEnabled) {
    throw new ApiError(400, { detail: 'Two-factor authentication is already enabled.', code: 'two_factor_enabled' });
  }
  const secret = new Secret({ size: 20 }).base32;
  // Stored sealed: a backup or a read of the table holds no secret that makes codes.
  const sealed = app.secretBox.seal(secret, twoFactorContext(user.id));
  await app.db.update(users).set({ twoFactorPendingSecret: sealed }).where(eq(users.id, user.id));
  const otpauthUrl = totpFor(app, user, secret).toString();
  return { secret, otpauth_url: otpauthUrl, qr_code: await QRCode.toDataURL(otpauthUrl) };
}

/** Ten base32 characters shown as `xxxxx-xxxxx`: 50 bits each, stored as SHA-256 only. */
function newRecoveryCode() {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const chars = [...randomBytes(10)].map((b) => alphabet[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** verify-2fa: a code from the pending secret turns two-factor on and issues fresh recovery codes. */
export async function confirmSetup(app: FastifyInstance, user: UserRow, otp: string) {
  if (user.twoFactorEnabled) {
    throw new ApiError(400, { detail: 'Two-factor authentication is already enabled.', code: 'two_factor_enabled' });
  }
  if (!user.twoFactorPendingSecret) {
    throw new ApiError(400, { detail: 'Start two-factor setup first (enable-2fa).', code: 'two_factor_not_started' });
  }
  const pending = openSecret(app, user.id, user.twoFactorPendingSecret);
  if (pending === null || !(await acceptTotp(app, user, pending, normalize(otp))))
    throw fieldError('otp', INVALID_CODE);

  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      // The sealed value moves as it is: both columns share the user's context.
      .set({ twoFactorEnabled: true, twoFactorSecret: user.twoFactorPendingSecret, twoFactorPendingSecret: null })
      .where(eq(users.id, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .insert(recoveryCodes)
      .values(
        codes.map((code) => ({ userId: user.id, codeHash: sha256(normalize(code)), createdAt: app.clock.now() })),
      );
  });
  await app.outbox.send(twoFactorEnabledEmail(app.config, { email: user.email }));
  return { two_factor_enabled: true as const, recovery_codes: codes };
}

/**
 * Turns two-factor off and forgets its secret, pending secret, last step and recovery codes; the account's
 * address is told, so a takeover that removes the second factor does not go unnoticed.
 */
export async function switchOff(app: FastifyInstance, user: UserRow) {
  const userId = user.id;
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    // The notice commits with the change: a crash cannot switch the second factor off silently.
    await app.outbox.send(twoFactorDisabledEmail(app.config, { email: user.email }), tx);
  });
}
