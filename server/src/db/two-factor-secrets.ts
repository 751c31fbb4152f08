import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { SecretBox } from '../lib/secret-box';
import type { Database } from './client';
import { users } from './schema';

/**
 * What a user's TOTP secret is sealed for (both columns: verify-2fa moves the pending value as it is), so a
 * sealed secret copied onto another account does not open there.
 */
export const twoFactorContext = (userId: number) => `users.two_factor_secret:${userId}`;

/**
 * Start-up, under the lock: every TOTP secret stored plain (before sealing existed, or by an earlier release
 * during a rolling deploy) or sealed with ENCRYPTION_PREVIOUS_KEY is sealed anew with the current key. A SQL
 * migration cannot do it: the key is not in the database. Returns how many secrets no key of the box opens
 * (a database restored without its key): those accounts sign in with a recovery code.
 */
export async function resealTwoFactorSecrets(db: Database, box: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: users.id, secret: users.twoFactorSecret, pending: users.twoFactorPendingSecret })
    .from(users)
    .where(or(isNotNull(users.twoFactorSecret), isNotNull(users.twoFactorPendingSecret)));
  let unreadable = 0;
  for (const row of rows) {
    const context = twoFactorContext(row.id);
    const reseal = (value: string | null) => {
      if (value === null || !box.needsSealing(value)) return value;
      const plain = box.open(value, context);
      if (plain === null) {
        unreadable++;
        return value;
      }
      return box.seal(plain, context);
    };
    const secret = reseal(row.secret);
    const pending = reseal(row.pending);
    if (secret !== row.secret || pending !== row.pending) {
      await db
        .update(users)
        .set({ twoFactorSecret: secret, twoFactorPendingSecret: pending })
        // Only if unchanged since read: other instances serve while this one starts (a user may enable 2FA now).
        .where(
          and(
            eq(users.id, row.id),
            sql`${users.twoFactorSecret} is not distinct from ${row.secret}`,
            sql`${users.twoFactorPendingSecret} is not distinct from ${row.pending}`,
          ),
        );
    }
  }
  return unreadable;
}
