import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './config';

const PORT = 18091;
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST whose body arrives in two parts: the request is in flight between them. */
function slowRequest() {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Not-The-Password-1' });
  const half = Math.floor(body.length / 2);
  let finish!: () => void;
  const answered = new Promise<number | string>((resolve) => {
    const req = request(
      `${base}/api/login/`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    req.write(body.slice(0, half));
    finish = () => req.end(body.slice(half));
  });
  return { answered, finish: () => finish() };
}

describe('graceful drain on SIGTERM (the real server process)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ft-drain-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('readiness turns 503 at once, in-flight requests finish, the process exits 0', async () => {
    // node itself (tsx as a loader, not its CLI wrapper) receives the signal, as in production.
    const server = spawn(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'main.ts')], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'warn',
        SHUTDOWN_DELAY_SECONDS: '3',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (c) => (stderr += c));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    try {
      for (let i = 0; ; i++) {
        const ready = await fetch(`${base}/api/health/ready/`).catch(() => undefined);
        if (ready?.ok) break;
        if (i > 900) throw new Error(`server did not start: ${stderr}`);
        await sleep(100);
      }
      const inFlight = Array.from({ length: 20 }, slowRequest);
      await sleep(1_000);
      server.kill('SIGTERM');
      // At once: the first readiness probe after the signal is handled (allow a loaded machine 2 s to deliver it).
      let ready = await fetch(`${base}/api/health/ready/`);
      for (let waited = 0; ready.status === 200 && waited < 2_000; waited += 50) {
        await sleep(50);
        ready = await fetch(`${base}/api/health/ready/`);
      }
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining', database: 'ok' });
      expect((await fetch(`${base}/api/health/live/`)).status).toBe(200);
      await sleep(4_000);
      // The listener is closed by now, yet every request already in flight gets its answer.
      for (const r of inFlight) r.finish();
      expect(await Promise.all(inFlight.map((r) => r.answered))).toEqual(Array(20).fill(401));
      expect(await exited).toBe(0);
    } finally {
      server.kill('SIGKILL');
    }
  }, 120_000);
});
