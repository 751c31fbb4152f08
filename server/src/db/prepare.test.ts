import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, SERVER_ROOT } from '../config';
import { freshDatabaseUrl } from '../test/test-app';
import { openDatabase, type DbHandle } from './client';
import { pendingMigrations, SchemaBehindError } from './migrations';
import { prepareDatabase } from './prepare';
import { products, users } from './schema';

/** Start-up on an empty database by several instances at once: every one comes up, with one secret. */
describe('safe starts', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-prepare-'));
  const config = loadConfig({ dataDir, jwtSecret: '', logLevel: 'silent' }, {});
  const handles: DbHandle[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('instances started together all migrate and seed without error, once, and agree on the JWT secret', async () => {
    const fresh = await freshDatabaseUrl();
    drop = fresh?.drop;
    if (fresh) {
      // PostgreSQL: three instances, each with its own pool, on one empty database.
      for (let i = 0; i < 3; i++)
        handles.push(await openDatabase({ databaseUrl: fresh.url, dataDir: null, poolSize: 3 }));
    } else {
      // PGlite (one process): the same code path, called concurrently.
      handles.push(await openDatabase({ databaseUrl: '', dataDir: null }));
    }
    const starts = await Promise.all([0, 1, 2].map((i) => prepareDatabase(handles[i % handles.length], config)));
    expect(starts.filter((s) => s.seededCatalog)).toHaveLength(1);
    expect(starts.filter((s) => s.admin.setPasswordUrl)).toHaveLength(1);
    expect(new Set(starts.map((s) => s.jwtSecret)).size).toBe(1);
    expect(starts[0].jwtSecret.length).toBeGreaterThanOrEqual(48);
    const db = handles[0].db;
    expect((await db.select({ n: count() }).from(users).where(eq(users.role, 'admin')))[0].n).toBe(1);
    expect((await db.select({ n: count() }).from(products))[0].n).toBeGreaterThanOrEqual(25); // the demo catalog
    // A later start keeps the secret; JWT_SECRET, when given, wins.
    expect((await prepareDatabase(handles[0], config)).jwtSecret).toBe(starts[0].jwtSecret);
    const given = 'g'.repeat(40);
    expect((await prepareDatabase(handles[0], { ...config, jwtSecret: given })).jwtSecret).toBe(given);
  }, 120_000);

  it('a data folder from an older version keeps its generated secret', async () => {
    const legacyDir = mkdtempSync(path.join(tmpdir(), 'ft-legacy-'));
    writeFileSync(path.join(legacyDir, 'jwt-secret'), 'legacy-secret-legacy-secret-legacy-secret\n');
    const handle = await openDatabase({ databaseUrl: '', dataDir: null });
    handles.push(handle);
    const start = await prepareDatabase(handle, loadConfig({ dataDir: legacyDir, jwtSecret: '' }, {}));
    expect(start.jwtSecret).toBe('legacy-secret-legacy-secret-legacy-secret');
    rmSync(legacyDir, { recursive: true, force: true });
  }, 120_000);
});

/** MIGRATE on start: `check` refuses a schema that is behind and accepts one that is current or ahead. */
describe('MIGRATE=check and skip', () => {
  it('check refuses an empty database, naming the release step; after a migration it starts', async () => {
    const handle = await openDatabase({ databaseUrl: '', dataDir: null });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-migrate-'));
    try {
      const config = loadConfig({ dataDir, jwtSecret: 'k'.repeat(40), logLevel: 'silent', migrate: 'check' }, {});
      const all = await pendingMigrations(handle.db);
      expect(all).toBeGreaterThan(0);
      const refused = prepareDatabase(handle, config);
      await expect(refused).rejects.toBeInstanceOf(SchemaBehindError);
      await expect(refused).rejects.toThrow(/migrations? behind this release and MIGRATE=check: run `npm run migrate`/);
      // skip neither migrates nor checks: seeding an empty schema fails, as the operator asked for.
      await expect(prepareDatabase(handle, { ...config, migrate: 'skip' })).rejects.toThrow();
      expect(await pendingMigrations(handle.db)).toBe(all);
      // The release step migrates whatever MIGRATE says; then check starts, and a later start changes nothing.
      await prepareDatabase(handle, config, { migrate: 'auto' });
      expect(await pendingMigrations(handle.db)).toBe(0);
      await expect(prepareDatabase(handle, config)).resolves.toMatchObject({ jwtSecret: 'k'.repeat(40) });
      // A schema ahead of this release (the next release migrated) is no reason to refuse.
      await handle.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('next-release', ${Date.now() + 86_400_000})`,
      );
      expect(await pendingMigrations(handle.db)).toBe(0);
      await expect(prepareDatabase(handle, config)).resolves.toBeTruthy();
    } finally {
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('MIGRATE=check on the real server process', () => {
  it('exits 1 before listening, saying to run the release step, when the schema is behind', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-check-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')], {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MIGRATE: 'check', PORT: '18093' },
        encoding: 'utf8',
        timeout: 90_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/migrations? behind this release and MIGRATE=check: run `npm run migrate`/);
      expect(run.stdout).not.toContain('API listening');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
