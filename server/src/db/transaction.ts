import type { Database } from './client';
import type { Executor } from './executor';

/**
 * Runs `fn` in the caller's transaction when one is given, so its writes commit or roll back with the change that
 * caused them; else in a transaction of its own, so its statements still land together or not at all. For a
 * service whose callers may or may not already be in a transaction (the outbox's `send(email, tx?)`).
 */
export function inTransaction<T>(db: Database, tx: Executor | undefined, fn: (tx: Executor) => Promise<T>): Promise<T> {
  return tx ? fn(tx) : db.transaction(fn);
}
