import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { freshDatabaseUrl } from '../test/test-app';
import { openDatabase, type DbHandle } from './client';
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
    expect((await db.select({ n: count() }).from(products))[0].n).toBeGreaterThanOrEqual(30);
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
