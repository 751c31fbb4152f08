import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { JwtKeyUnreadableError, storedJwtSecrets } from '../db/settings';
import { twoFactorContext } from '../db/two-factor-secrets';
import { encryptionKeyFor, KEY_FILE, secretBoxFor } from '../lib/secret-box';
import { rows } from '../lib/sql';
import { localMediaStore, s3MediaStore } from '../lib/media-store';
import { seedDemo } from '../modules/orders/demo-history';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { freshDatabaseUrl } from '../test/test-app';
import { backup, check, readManifest, restore, RestoreError } from './backup';

/** A shop of its own (PostgreSQL database with DATABASE_URL, else PGlite in a folder) with a media folder. */
async function shop(folder: string) {
  const fresh = await freshDatabaseUrl();
  const config = loadConfig({ dataDir: folder, databaseUrl: fresh?.url ?? '', logLevel: 'silent' });
  return { config, drop: async () => fresh?.drop() };
}

async function execute(config: Config, statement: string) {
  return withDb(config, (handle) => handle.db.execute(sql.raw(statement)));
}

async function withDb<T>(config: Config, work: (handle: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/** A TOTP secret an earlier version stored in clear (start-up seals it), and one enable-2fa stored sealed. */
const OLD_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const NEW_TOTP_SECRET = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';

describe('npm run backup and npm run restore', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ft-backup-test-'));
  const archive = path.join(root, 'out', 'shop.tar.gz');
  const drops: (() => Promise<void>)[] = [];
  let source: Config;
  let target: Config;
  let jwtSecret = '';
  beforeAll(async () => {
    const a = await shop(path.join(root, 'source'));
    const b = await shop(path.join(root, 'target'));
    drops.push(a.drop, b.drop);
    source = a.config;
    target = b.config;
    const handle = await openDatabase({ databaseUrl: source.databaseUrl, dataDir: source.dataDir, poolSize: 2 });
    try {
      await prepareDatabase(handle, source, { demo: seedDemo });
    } finally {
      await handle.close();
    }
    await localMediaStore(source.mediaDir).put('avatars/7-abc.webp', Buffer.from('avatar'), 'image/webp');
    await execute(
      source,
      "update users set profile_picture = '/media/avatars/7-abc.webp' where id = (select min(id) from users)",
    );
    // A shopper's second factor as an earlier version stored it (the next start seals it), and the admin's as
    // enable-2fa stores it now.
    await execute(
      source,
      `update users set two_factor_enabled = true, two_factor_secret = '${OLD_TOTP_SECRET}' where id = (select max(id) from users)`,
    );
    await withDb(source, async (handle) => {
      const [{ id }] = await rows<{ id: number }>(handle.db, sql`select min(id) as id from users`);
      const sealed = secretBoxFor(source).seal(NEW_TOTP_SECRET, twoFactorContext(id));
      await handle.db.execute(
        sql`update users set two_factor_enabled = true, two_factor_secret = ${sealed} where id = ${id}`,
      );
    });
    await withDb(source, (handle) => prepareDatabase(handle, source));
    jwtSecret = (await withDb(source, (handle) => storedJwtSecrets(handle.db, secretBoxFor(source))))[0];
  }, 120_000);
  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes one archive whose manifest holds the orders, stock and pictures it contains', async () => {
    const manifest = await backup(source, archive);
    expect(manifest.database).toBe(source.databaseUrl ? 'postgres' : 'pglite');
    expect(manifest.media).toBe('local');
    expect(manifest.figures.orders).toBeGreaterThan(0);
    expect(Number(manifest.figures.orderTotal)).toBeGreaterThan(0);
    expect(manifest.figures.stock).toBeGreaterThan(0);
    expect(manifest.figures.pictures).toContain('avatars/7-abc.webp');
    expect(manifest.figures.pictures.filter((k) => k.startsWith('products/')).length).toBeGreaterThan(30);
    expect(await readManifest(archive)).toEqual(manifest);
  }, 60_000);

  it('the archive (personal data, password hashes, maybe the JWT keys) is readable by its owner only, even over an older file', async () => {
    const older = path.join(root, 'out', 'older.tar.gz');
    writeFileSync(older, 'x', { mode: 0o644 });
    // An older file of the same name keeps its mode when rewritten: the old code left this one 0644.
    await backup(source, older);
    expect(statSync(older).mode & 0o777).toBe(0o600);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
  }, 60_000);

  it('restores into an empty database and media folder; the read-only check finds orders, stock and pictures equal', async () => {
    const { manifest, problems } = await restore(target, archive);
    expect(problems).toEqual([]);
    expect((await localMediaStore(target.mediaDir).get('avatars/7-abc.webp'))?.toString()).toBe('avatar');
    expect((await localMediaStore(target.mediaDir).list()).length).toBe(
      (await localMediaStore(source.mediaDir).list()).length,
    );
    expect(await check(target, manifest)).toEqual([]);
  }, 60_000);

  it('refuses to restore over a database that has data, and changes nothing', async () => {
    await expect(restore(target, archive)).rejects.toThrow(RestoreError);
    expect(await check(target, await readManifest(archive))).toEqual([]);
  }, 60_000);

  it('the check names what differs: a sold unit, a lost picture', async () => {
    const manifest = await readManifest(archive);
    await execute(target, 'update product_sizes set stock = stock - 1 where id = (select min(id) from product_sizes)');
    await localMediaStore(target.mediaDir).remove(manifest.figures.pictures[0]);
    const problems = await check(target, manifest);
    expect(problems).toEqual([
      `units in stock: ${manifest.figures.stock - 1}, the backup had ${manifest.figures.stock}`,
      `1 pictures missing from the store, such as ${manifest.figures.pictures[0]}`,
    ]);
  }, 60_000);

  it('the archive holds no working secret: no key file, no TOTP secret or JWT key in clear; restored without the key, it makes no code and signs no token', async () => {
    const unpacked = mkdtempSync(path.join(root, 'unpacked-'));
    await tar.x({ file: archive, cwd: unpacked });
    const files = readdirSync(unpacked, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.map((f) => f.name)).not.toContain(KEY_FILE);
    // PGlite's folder is copied as it is, so its bytes are searched; pg_dump's format is compressed: the rows are
    // read below. (The secret stored in clear before the upgrade stays in PGlite's write-ahead log: see
    // docs/security.md.)
    for (const f of files) {
      const bytes = readFileSync(path.join(f.parentPath, f.name));
      for (const secret of [NEW_TOTP_SECRET, jwtSecret, encryptionKeyFor(source).key]) {
        expect(bytes.includes(secret), `${secret} in ${f.name}`).toBe(false);
      }
    }
    const [secrets, meta] = await withDb(target, async (handle) => [
      await rows<{ id: number; two_factor_secret: string }>(
        handle.db,
        sql`select id, two_factor_secret from users where two_factor_secret is not null order by id`,
      ),
      (await rows<{ value: string }>(handle.db, sql`select value from app_meta where key = 'jwt_secret'`))[0],
    ]);
    expect(secrets).toHaveLength(2);
    for (const { two_factor_secret } of secrets) expect(two_factor_secret).toMatch(/^v1\./);
    expect(meta.value).not.toContain(jwtSecret);
    // The restored shop's own data folder has no key: a new one is made, which opens no secret and no JWT key.
    const withoutKey = secretBoxFor(target);
    for (const { id, two_factor_secret } of secrets) {
      expect(withoutKey.open(two_factor_secret, twoFactorContext(id))).toBeNull();
    }
    await expect(withDb(target, (handle) => prepareDatabase(handle, target))).rejects.toThrow(JwtKeyUnreadableError);
    // Given the source's key, as an operator restoring from the secret store would, everything opens.
    const withKey = secretBoxFor({ ...target, encryptionKey: encryptionKeyFor(source).key });
    expect(secrets.map(({ id, two_factor_secret }) => withKey.open(two_factor_secret, twoFactorContext(id)))).toEqual([
      NEW_TOTP_SECRET,
      OLD_TOTP_SECRET,
    ]);
    expect(await withDb(target, (handle) => storedJwtSecrets(handle.db, withKey))).toContain(jwtSecret);
  }, 60_000);
});

describe('a backup of a shop whose pictures are in a bucket', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ft-backup-s3-'));
  const drops: (() => Promise<void>)[] = [];
  let s3: TestS3;
  afterAll(async () => {
    for (const drop of drops) await drop();
    await s3?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('lists the bucket instead of copying it; the restore checks the bucket still holds every picture', async () => {
    s3 = await startTestS3();
    const a = await shop(path.join(root, 'source'));
    const b = await shop(path.join(root, 'target'));
    drops.push(a.drop, b.drop);
    const inBucket = (config: Config): Config => ({ ...config, mediaStore: 's3', s3: s3.settings() });
    const [source, target] = [inBucket(a.config), inBucket(b.config)];
    const handle = await openDatabase({ databaseUrl: source.databaseUrl, dataDir: source.dataDir, poolSize: 2 });
    try {
      await prepareDatabase(handle, source);
    } finally {
      await handle.close();
    }
    const archive = path.join(root, 'bucket.tar.gz');
    const manifest = await backup(source, archive);
    expect(manifest.media).toBe('s3');
    expect(manifest.figures.pictures.length).toBeGreaterThan(30);
    expect((await restore(target, archive)).problems).toEqual([]);
    await s3MediaStore(s3.settings()).remove(manifest.figures.pictures[1]);
    expect(await check(target, manifest)).toEqual([
      `1 pictures missing from the store, such as ${manifest.figures.pictures[1]}`,
    ]);
  }, 120_000);
});

describe.runIf(process.env.DATABASE_URL)('pg_dump and pg_restore get the password of DATABASE_URL', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ft-backup-argv-'));
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(root, { recursive: true, force: true });
  });

  /** A stand-in for `tool` that notes its arguments and PGPASSWORD in `log`, then runs the real one. */
  function recording(tool: string, log: string): string {
    const script = path.join(root, `${tool}.sh`);
    writeFileSync(
      script,
      `#!/bin/sh\nprintf 'argv: %s\\n' "$*" >> '${log}'\nprintf 'PGPASSWORD: %s\\n' "$PGPASSWORD" >> '${log}'\nexec ${tool} "$@"\n`,
      { mode: 0o755 },
    );
    return script;
  }

  it('through the environment, never on the command line that ps shows every user', async () => {
    const a = await shop(path.join(root, 'source'));
    const b = await shop(path.join(root, 'target'));
    drops.push(a.drop, b.drop);
    // The test server trusts local connections: the password is carried, not checked.
    const withPassword = (config: Config): Config => {
      const url = new URL(config.databaseUrl);
      url.password = 's3cret-Pa55';
      return { ...config, databaseUrl: url.toString() };
    };
    const [source, target] = [withPassword(a.config), withPassword(b.config)];
    await withDb(source, (handle) => prepareDatabase(handle, source));
    const log = path.join(root, 'calls.log');
    const before = { dump: process.env.PG_DUMP, restore: process.env.PG_RESTORE };
    process.env.PG_DUMP = recording('pg_dump', log);
    process.env.PG_RESTORE = recording('pg_restore', log);
    try {
      const archive = path.join(root, 'shop.tar.gz');
      await backup(source, archive);
      expect((await restore(target, archive)).problems).toEqual([]);
    } finally {
      for (const [key, value] of [
        ['PG_DUMP', before.dump],
        ['PG_RESTORE', before.restore],
      ] as const) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    const argv = lines.filter((l) => l.startsWith('argv: '));
    expect(argv).toHaveLength(2);
    for (const line of argv) expect(line).not.toContain('s3cret-Pa55');
    expect(lines.filter((l) => l.startsWith('PGPASSWORD: '))).toEqual([
      'PGPASSWORD: s3cret-Pa55',
      'PGPASSWORD: s3cret-Pa55',
    ]);
  }, 120_000);
});
