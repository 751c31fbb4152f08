import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { twoFactorBudgets } from '../../db/schema';
import { throttled } from '../../plugins/throttle';

/**
 * Second-factor guesses an account takes per hour, across every challenge and client. Kept in the database,
 * not in the rate-limit store: it bounds a guess at 6 digits, so it holds with RATE_LIMIT=off and across
 * instances without Redis. Every try carries the challenge login handed out (the password holder's): its row's
 * `kind` is `bound` (an earlier `open` kind, for tries without a challenge, is no longer taken).
 */
export const TWO_FACTOR_GUESSES = { bound: 10, windowSeconds: 60 * 60 } as const;
const kind = 'bound';

const t = twoFactorBudgets;

/**
 * Takes one guess from the account's budget before the code is checked (one statement, so parallel guesses
 * cannot overdraw it), or answers 429 with Retry-After until the window ends.
 */
export async function takeGuess(app: FastifyInstance, reply: FastifyReply, userId: number) {
  const now = app.clock.now();
  const cutoff = new Date(now.getTime() - TWO_FACTOR_GUESSES.windowSeconds * 1000).toISOString();
  const expired = sql`${t.windowStart} <= ${cutoff}::timestamptz`;
  const [taken] = await app.db
    .insert(t)
    .values({ userId, kind, windowStart: now, used: 1 })
    .onConflictDoUpdate({
      target: [t.userId, t.kind],
      set: {
        used: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.used} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${t.windowStart} END`,
      },
      setWhere: sql`${expired} OR ${t.used} < ${TWO_FACTOR_GUESSES.bound}`,
    })
    .returning({ used: t.used });
  if (taken) return;

  const [row] = await app.db
    .select({ windowStart: t.windowStart })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.kind, kind)));
  const ends = (row?.windowStart.getTime() ?? now.getTime()) + TWO_FACTOR_GUESSES.windowSeconds * 1000;
  throw throttled(reply, Math.ceil((ends - now.getTime()) / 1000));
}

/** A correct code gives its guess back: only wrong guesses use up the hour. */
export async function returnGuess(app: FastifyInstance, userId: number) {
  await app.db
    .update(t)
    .set({ used: sql`greatest(${t.used} - 1, 0)` })
    .where(and(eq(t.userId, userId), eq(t.kind, kind)));
}
