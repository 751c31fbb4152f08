import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { rows } from '../lib/sql';
import { migrationsFolder, type Database } from './client';

/**
 * The migrations of this release the database has not applied yet. Drizzle's migrator records each applied
 * migration with its journal timestamp and applies those newer than the last recorded one; the same rule counts
 * them here. A database ahead of this release (the previous release's server on the next schema) has none.
 */
export async function pendingMigrations(db: Database): Promise<number> {
  const files = readMigrationFiles({ migrationsFolder });
  const [table] = await rows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return files.length;
  const [last] = await rows<{ at: string | null }>(
    db,
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  const lastAt = last?.at === null || last?.at === undefined ? -1 : Number(last.at);
  return files.filter((f) => f.folderMillis > lastAt).length;
}

/** MIGRATE=check met a schema that is behind: the instance refuses to serve. */
export class SchemaBehindError extends Error {
  constructor(readonly pending: number) {
    super(
      `The database schema is ${pending} migration${pending === 1 ? '' : 's'} behind this release and MIGRATE=check: ` +
        'run `npm run migrate` (the release step) first, then start the instances.',
    );
  }
}
