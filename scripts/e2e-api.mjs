// The API for Playwright: a fresh temporary database each run, removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch, root, run, tsxCli } from './processes.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-e2e-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
const server = path.join(root, 'server');

await run('node', [tsxCli, 'src/db/migrate.ts'], { env, cwd: server });
launch('API', 'node', [tsxCli, 'src/main.ts'], { env, cwd: server });
