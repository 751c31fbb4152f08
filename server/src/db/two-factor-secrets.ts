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
 * (a database restored without its key): those accounts sign in with a recovery code. With `refuseUnreadable`,
 * finding any throws TwoFactorKeyMismatchError before anything is written.
 */
export async function resealTwoFactorSecrets(
  db: Database,
  box: SecretBox,
  opts: { refuseUnreadable?: boolean } = {},
): Promise<number> {
  const rows = await db
    .select({ id: users.id, secret: users.twoFactorSecret, pending: users.twoFactorPendingSecret })
    .from(users)
    .where(or(isNotNull(users.twoFactorSecret), isNotNull(users.twoFactorPendingSecret)));
  let unreadable = 0;
  const resealed = rows.map((row) => {
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
    return { row, secret: reseal(row.secret), pending: reseal(row.pending) };
  });
  if (unreadable > 0 && opts.refuseUnreadable) throw new TwoFactorKeyMismatchError(unreadable);
  for (const { row, secret, pending } of resealed) {
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

/**
 * An instance that made its own key file (ENCRYPTION_KEY unset) on a database whose secrets another key sealed:
 * almost surely a second machine started without the shared key, which would lock every two-factor account out
 * of it. It refuses to start; an operator who really lost the key says so by setting a new ENCRYPTION_KEY.
 */
export class TwoFactorKeyMismatchError extends Error {
  constructor(count: number) {
    super(
      `${count} two-factor secrets in the database are sealed with another ENCRYPTION_KEY than this instance's ` +
        'key file: give every instance the same ENCRYPTION_KEY (docs/operations.md, "Secrets at rest"). If that ' +
        'key is lost, set ENCRYPTION_KEY to a new key to start anyway: those accounts then sign in with a recovery code.',
    );
  }
}
