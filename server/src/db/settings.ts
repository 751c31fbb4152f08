import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { appMeta } from './schema';

/**
 * A deployment-wide setting: the stored value, else `create()` stored once. Insert-or-nothing then read, so
 * instances racing here all end with the first one's value.
 */
export async function settingOrCreate(db: Database, key: string, create: () => string): Promise<string> {
  await db.insert(appMeta).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row.value;
}

const JWT_SECRET_KEY = 'jwt_secret';
const JWT_PREVIOUS_SECRET_KEY = 'jwt_previous_secret';
const newJwtSecret = () => randomBytes(48).toString('base64url');

/**
 * The JWT signing secrets when JWT_SECRET is unset, newest first: one pair per database, so every instance on it
 * accepts the others' tokens. A secret an older version kept in the data folder is carried over, so its sessions
 * survive.
 */
export async function deploymentJwtSecrets(db: Database, dataDir: string): Promise<string[]> {
  const legacy = path.join(dataDir, 'jwt-secret');
  await settingOrCreate(db, JWT_SECRET_KEY, () =>
    existsSync(legacy) ? readFileSync(legacy, 'utf8').trim() : newJwtSecret(),
  );
  return storedJwtSecrets(db);
}

/** The database's JWT secrets, newest first (the previous one only after a rotation). */
export async function storedJwtSecrets(db: Database): Promise<string[]> {
  const rows = await db
    .select()
    .from(appMeta)
    .where(inArray(appMeta.key, [JWT_SECRET_KEY, JWT_PREVIOUS_SECRET_KEY]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  return [value(JWT_SECRET_KEY), value(JWT_PREVIOUS_SECRET_KEY)].filter(Boolean);
}

/**
 * Rotation of the database's JWT secret: a new one signs from now on, the current one becomes the previous (still
 * accepted), the one before is dropped. Tokens it signed are refused, so rotate again only once the previous
 * key's refresh tokens have expired (REFRESH_TOKEN_DAYS).
 */
export async function rotateJwtSecret(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, JWT_SECRET_KEY))
      .for('update');
    const rows = [{ key: JWT_SECRET_KEY, value: newJwtSecret() }];
    if (current?.value) rows.push({ key: JWT_PREVIOUS_SECRET_KEY, value: current.value });
    for (const row of rows) {
      await tx
        .insert(appMeta)
        .values(row)
        .onConflictDoUpdate({ target: appMeta.key, set: { value: row.value } });
    }
  });
}
