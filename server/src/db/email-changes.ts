import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from './executor';
import { emailChanges } from './schema';

/**
 * Drops every pending change of the user's sign-in email (their links stop working): a newer request replaces
 * them, and a password change or reset cancels them, so a move started by whoever had the old password dies
 * with it (API.md "Trust rules").
 */
export async function cancelPendingEmailChanges(tx: Executor, userId: number, now: Date) {
  await tx
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}
