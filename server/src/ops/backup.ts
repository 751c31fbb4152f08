import { spawn } from 'node:child_process';
import { chmod, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { MEDIA_PATHS_SQL } from '../db/media-columns';
import { contentTypeOf, mediaKey, mediaStoreFrom } from '../lib/media-store';
import { rows } from '../lib/sql';

/** What a restore is checked against: read in the same snapshot the dump is taken in. */
export interface ShopFigures {
  orders: number;
  /** Sum of the orders' totals, as text (exact money). */
  orderTotal: string;
  /** Units in stock: products without sizes plus every size. */
  stock: number;
  /** Every /media/ key the rows name (product and category pictures, avatars, review and repair photos), sorted. */
  pictures: string[];
}

export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** `local`: the pictures are in the archive's media/; `s3`: only their list (media-objects.json). */
  media: 'local' | 's3';
  figures: ShopFigures;
}

const FIGURES = {
  orders: 'select count(*)::int as n, coalesce(sum(total), 0)::text as total from orders',
  stock:
    'select (select coalesce(sum(stock), 0) from products where not exists (select 1 from product_sizes s where s.product_id = products.id)) + (select coalesce(sum(stock), 0) from product_sizes) as n',
  pictures: MEDIA_PATHS_SQL,
};

/** The figures, through any way of running SQL (a pg client in the dump's snapshot, or PGlite). */
async function figuresOf(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<ShopFigures> {
  const [orders] = await query(FIGURES.orders);
  const [stock] = await query(FIGURES.stock);
  const pictures = (await query(FIGURES.pictures)).flatMap((r) => mediaKey(String(r.url)) ?? []);
  return {
    orders: Number(orders.n),
    orderTotal: Number(orders.total).toFixed(2),
    stock: Number(stock.n),
    pictures: [...new Set(pictures)].sort(),
  };
}

/**
 * How pg_dump and pg_restore reach DATABASE_URL without its password on their command line, where `ps` shows it
 * to every user of the machine: the URL without the password, which goes in the child's own PGPASSWORD instead
 * (a process's environment is readable by its owner only).
 */
export function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password) || url.searchParams.get('password') || '';
  url.password = '';
  url.searchParams.delete('password');
  return {
    dbname: `--dbname=${url.toString()}`,
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'], env });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (err) => reject(new Error(`${command} could not start (${err.message}): is it installed?`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr.trim()}`))));
  });
}

const pglitePath = (config: Config) => path.join(config.dataDir, 'pglite');

/**
 * PostgreSQL: the figures and pg_dump read one exported snapshot, so they agree even while the shop takes orders.
 * PGlite: its folder is copied (the API must be stopped: one process holds it).
 */
async function dumpDatabase(
  config: Config,
  into: string,
): Promise<{ kind: Manifest['database']; figures: ShopFigures }> {
  if (!config.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: '', dataDir: config.dataDir });
    let figures: ShopFigures;
    try {
      figures = await figuresOf((text) => rows(handle.db, sql.raw(text)));
    } finally {
      await handle.close();
    }
    await cp(pglitePath(config), path.join(into, 'pglite'), { recursive: true });
    return { kind: 'pglite', figures };
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0].id;
    const figures = await figuresOf(async (text) => (await client.query(text)).rows);
    const target = libpqTarget(config.databaseUrl);
    await run(
      process.env.PG_DUMP ?? 'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${path.join(into, 'database.dump')}`,
        target.dbname,
      ],
      target.env,
    );
    await client.query('commit');
    return { kind: 'postgres', figures };
  } finally {
    await client.end();
  }
}

/** `npm run backup`: one .tar.gz with the database, the pictures (or a bucket's object list) and a manifest. */
export async function backup(config: Config, file: string): Promise<Manifest> {
  const staging = await mkdtemp(path.join(tmpdir(), 'ft-backup-'));
  try {
    const { kind, figures } = await dumpDatabase(config, staging);
    const store = mediaStoreFrom(config);
    const objects = await store.list();
    if (store.kind === 'local') {
      await mkdir(path.join(staging, 'media'));
      // A shop that never stored a picture has no folder yet: an empty media/ then.
      await cp(config.mediaDir, path.join(staging, 'media'), {
        recursive: true,
        filter: (f) => !f.endsWith('.tmp'),
      }).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    } else {
      // A bucket keeps its own copies (versioning, replication): the archive lists what the rows need.
      await writeFile(path.join(staging, 'media-objects.json'), JSON.stringify(objects, null, 1));
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: kind,
      media: store.kind,
      figures,
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    // The archive holds personal data, password hashes and maybe the JWT keys: readable by its owner only, from
    // its first byte (created empty with that mode, then filled), whatever the umask or an older file's mode.
    await writeFile(file, '', { mode: 0o600 });
    await chmod(file, 0o600);
    await tar.c({ gzip: true, file, cwd: staging, portable: true }, await readdir(staging));
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

export class RestoreError extends Error {}

async function databaseIsEmpty(config: Config): Promise<boolean> {
  if (!config.databaseUrl) {
    return (await readdir(pglitePath(config)).catch(() => [])).length === 0;
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows: found } = await client.query(
      "select 1 from information_schema.tables where table_schema in ('public', 'drizzle') limit 1",
    );
    return found.length === 0;
  } finally {
    await client.end();
  }
}

/**
 * `npm run restore`: the archive into an empty database (DATABASE_URL, or DATA_DIR's PGlite folder) and the
 * configured store. Pictures in the archive are put in the store (local or bucket); an archive of a bucket's list
 * only checks the bucket still holds them. Ends with `check`.
 */
export async function restore(config: Config, file: string): Promise<{ manifest: Manifest; problems: string[] }> {
  const staging = await mkdtemp(path.join(tmpdir(), 'ft-restore-'));
  try {
    await tar.x({ file, cwd: staging });
    const manifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 1) throw new RestoreError(`Unknown backup format ${String(manifest.format)}.`);
    if ((manifest.database === 'postgres') !== Boolean(config.databaseUrl)) {
      throw new RestoreError(
        `This backup is of a ${manifest.database} database: restore it with ${manifest.database === 'postgres' ? 'DATABASE_URL set' : 'DATABASE_URL unset (PGlite in DATA_DIR)'}.`,
      );
    }
    if (!(await databaseIsEmpty(config))) {
      throw new RestoreError('The database is not empty: restore into a new, empty database (nothing is changed).');
    }
    if (manifest.database === 'postgres') {
      const target = libpqTarget(config.databaseUrl);
      await run(
        process.env.PG_RESTORE ?? 'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', target.dbname, path.join(staging, 'database.dump')],
        target.env,
      );
    } else {
      await cp(path.join(staging, 'pglite'), pglitePath(config), { recursive: true });
    }
    if (manifest.media === 'local') {
      const archived = path.join(staging, 'media');
      const entries = await readdir(archived, { recursive: true, withFileTypes: true }).catch(() => []);
      const files = entries.filter((e) => e.isFile());
      const store = mediaStoreFrom(config);
      for (const f of files) {
        const full = path.join(f.parentPath, f.name);
        const key = path.relative(archived, full).split(path.sep).join('/');
        await store.put(key, await readFile(full), contentTypeOf(key));
      }
    }
    return { manifest, problems: await check(config, manifest) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The read-only check of a restored shop: its orders, stock and picture list equal the backup's figures, and
 * the store holds every picture the rows name. Returns the differences (none: the restore is good).
 */
export async function check(config: Config, manifest: Manifest): Promise<string[]> {
  let figures: ShopFigures;
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      await client.query('begin read only');
      figures = await figuresOf(async (text) => (await client.query(text)).rows);
      await client.query('rollback');
    } finally {
      await client.end();
    }
  } else {
    const handle = await openDatabase({ databaseUrl: '', dataDir: config.dataDir });
    try {
      figures = await figuresOf((text) => rows(handle.db, sql.raw(text)));
    } finally {
      await handle.close();
    }
  }
  const want = manifest.figures;
  const problems: string[] = [];
  if (figures.orders !== want.orders) problems.push(`orders: ${figures.orders}, the backup had ${want.orders}`);
  if (figures.orderTotal !== want.orderTotal) {
    problems.push(`order totals: ${figures.orderTotal}, the backup had ${want.orderTotal}`);
  }
  if (figures.stock !== want.stock) problems.push(`units in stock: ${figures.stock}, the backup had ${want.stock}`);
  if (figures.pictures.join('\n') !== want.pictures.join('\n')) {
    problems.push(`pictures named by rows: ${figures.pictures.length}, the backup had ${want.pictures.length}`);
  }
  const stored = new Set((await mediaStoreFrom(config).list()).map((o) => o.key));
  const missing = figures.pictures.filter((key) => !stored.has(key));
  if (missing.length) {
    problems.push(`${missing.length} pictures missing from the store, such as ${missing.slice(0, 3).join(', ')}`);
  }
  return problems;
}

/** The manifest of an archive, without unpacking the rest (for `restore --check`). */
export async function readManifest(file: string): Promise<Manifest> {
  let text = '';
  await tar.t({
    file,
    filter: (p) => p === 'manifest.json',
    onReadEntry: (entry) => entry.on('data', (chunk: Buffer) => (text += chunk.toString())),
  });
  return JSON.parse(text) as Manifest;
}
