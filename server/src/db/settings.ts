import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import type { SecretBox } from '../lib/secret-box';
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
/** What the JWT keys are sealed for: both rows, as a rotation moves the current key to the previous one. */
const JWT_CONTEXT = 'app_meta.jwt_secret';

/** The database's JWT key is sealed with a key this instance does not have: it must not start. */
export class JwtKeyUnreadableError extends Error {
  constructor() {
    super(
      "The database's JWT key is sealed with another ENCRYPTION_KEY: give every instance the same ENCRYPTION_KEY " +
        '(docs/operations.md, "Secrets at rest"). If that key is lost, delete the app_meta rows jwt_secret and ' +
        'jwt_previous_secret (everyone signs in again).',
    );
  }
}

/**
 * The JWT signing secrets when JWT_SECRET is unset, newest first: one pair per database, so every instance on it
 * accepts the others' tokens. Stored sealed (a backup holds no key that signs tokens); a pair stored plain by an
 * earlier version, or sealed with ENCRYPTION_PREVIOUS_KEY, is sealed anew with the current key. A secret an older
 * version kept in the data folder is carried over, so its sessions survive. Called under the start-up lock.
 */
export async function deploymentJwtSecrets(db: Database, dataDir: string, box: SecretBox): Promise<string[]> {
  const legacy = path.join(dataDir, 'jwt-secret');
  await settingOrCreate(db, JWT_SECRET_KEY, () =>
    box.seal(existsSync(legacy) ? readFileSync(legacy, 'utf8').trim() : newJwtSecret(), JWT_CONTEXT),
  );
  const rows = await db
    .select()
    .from(appMeta)
    .where(inArray(appMeta.key, [JWT_SECRET_KEY, JWT_PREVIOUS_SECRET_KEY]));
  for (const row of rows.filter((r) => box.needsSealing(r.value))) {
    const plain = box.open(row.value, JWT_CONTEXT);
    if (plain === null) throw new JwtKeyUnreadableError();
    await db
      .update(appMeta)
      .set({ value: box.seal(plain, JWT_CONTEXT) })
      .where(eq(appMeta.key, row.key));
  }
  return storedJwtSecrets(db, box);
}

/** The database's JWT secrets, newest first (the previous one only after a rotation). */
export async function storedJwtSecrets(db: Database, box: SecretBox): Promise<string[]> {
  const rows = await db
    .select()
    .from(appMeta)
    .where(inArray(appMeta.key, [JWT_SECRET_KEY, JWT_PREVIOUS_SECRET_KEY]));
  const value = (key: string) => {
    const stored = rows.find((r) => r.key === key)?.value;
    if (stored === undefined) return '';
    const plain = box.open(stored, JWT_CONTEXT);
    if (plain === null) throw new JwtKeyUnreadableError();
    return plain;
  };
  return [value(JWT_SECRET_KEY), value(JWT_PREVIOUS_SECRET_KEY)].filter(Boolean);
}

/**
 * Rotation of the database's JWT secret: a new one signs from now on, the current one becomes the previous (still
 * accepted), the one before is dropped. Tokens it signed are refused, so rotate again only once the previous
 * key's refresh tokens have expired (REFRESH_TOKEN_DAYS). The sealed current value moves as it is.
 */
export async function rotateJwtSecret(db: Database, box: SecretBox): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, JWT_SECRET_KEY))
      .for('update');
    const rows = [{ key: JWT_SECRET_KEY, value: box.seal(newJwtSecret(), JWT_CONTEXT) }];
    if (current?.value) rows.push({ key: JWT_PREVIOUS_SECRET_KEY, value: current.value });
    for (const row of rows) {
      await tx
        .insert(appMeta)
        .values(row)
        .onConflictDoUpdate({ target: appMeta.key, set: { value: row.value } });
    }
  });
}
