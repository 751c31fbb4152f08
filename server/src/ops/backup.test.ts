import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
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
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await handle.db.execute(sql.raw(statement));
  } finally {
    await handle.close();
  }
}

describe('npm run backup and npm run restore', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ft-backup-test-'));
  const archive = path.join(root, 'out', 'shop.tar.gz');
  const drops: (() => Promise<void>)[] = [];
  let source: Config;
  let target: Config;
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
