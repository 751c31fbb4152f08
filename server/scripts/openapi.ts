/**
 * The committed OpenAPI document (contract/openapi.json), generated from the routes and their contract schemas.
 * `--write` regenerates it (`npm run openapi`); `--check` fails when it is out of date (`npm run openapi:check`,
 * part of `npm test`), so a schema change cannot land without its document.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const target = fileURLToPath(new URL('../../contract/openapi.json', import.meta.url));

/** The document as the default configuration serves it at /api/openapi.json, formatted like the repository. */
export async function generateOpenApi(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-openapi-'));
  const handle = await openDatabase({ databaseUrl: '', dataDir: null });
  try {
    await handle.migrate();
    const config = loadConfig({ dataDir, jwtSecret: 'openapi', shopName: 'Fabric Tales', logLevel: 'silent' });
    const app = await buildApp({ config, db: handle.db, logger: false });
    await app.ready();
    const json = JSON.stringify(app.swagger(), null, 2);
    await app.close();
    return format(json, { ...(await resolveConfig(target)), filepath: target });
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const mode = process.argv[2];
if (mode === '--write' || mode === '--check') {
  const fresh = await generateOpenApi();
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {
    // no document yet
  }
  if (mode === '--write') {
    writeFileSync(target, fresh);
    console.log(`Wrote ${path.relative(process.cwd(), target)}`);
  } else if (fresh !== committed) {
    console.error('contract/openapi.json is out of date with the routes and schemas: run `npm run openapi`.');
    process.exit(1);
  } else {
    console.log('contract/openapi.json is up to date.');
  }
}
