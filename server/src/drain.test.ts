import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './config';

const PORT = 18091;
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A POST whose body arrives in two parts: the request is in flight between them. Each names its own address, so the
 * sign-in throttle (10 tries per account and client, §14.7) answers every one with the 401 of a wrong sign-in.
 */
function slowRequest(_: unknown, n: number) {
  const body = JSON.stringify({ email: `nobody-${n}@example.com`, password: 'Not-The-Password-1' });
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

  /** The real server process: node itself (tsx as a loader, not its CLI wrapper) receives the signal, as in production. */
  async function startServer(shutdownDelaySeconds: number) {
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
        SHUTDOWN_DELAY_SECONDS: String(shutdownDelaySeconds),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (c) => (stderr += c));
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
    for (let i = 0; ; i++) {
      const ready = await fetch(`${base}/api/health/ready/`).catch(() => undefined);
      if (ready?.ok) break;
      if (i > 900) throw new Error(`server did not start: ${stderr}`);
      await sleep(100);
    }
    return { server, exited };
  }

  it('readiness turns 503 at once, in-flight requests finish, the process exits 0', async () => {
    const { server, exited } = await startServer(3);
    try {
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

  it('requests on kept-alive connections across the SIGTERM are all answered, none meets a connection error', async () => {
    const { server, exited } = await startServer(1);
    // Two connections kept alive and reused, as a load balancer's upstream pool does.
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    try {
      const answers: Array<Promise<{ status?: number; connection?: string; error?: string }>> = [];
      let signalled = 0;
      for (let i = 0; i < 20; i++) {
        answers.push(keptAliveGet(agent, `${base}/api/categories/`));
        if (i === 9) {
          await answers[9];
          server.kill('SIGTERM');
          signalled = Date.now();
        }
        await sleep(5);
      }
      const results = await Promise.all(answers);
      expect(results.filter((r) => r.error)).toEqual([]);
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
      // Before the signal the connections were reused; while draining each answer retires its connection.
      expect(results.slice(0, 10).every((r) => r.connection === 'keep-alive')).toBe(true);
      const late = await keptAliveGet(agent, `${base}/api/categories/`);
      expect(late).toMatchObject({ status: 200, connection: 'close' });
      // After SHUTDOWN_DELAY_SECONDS the listener is closed: a new connection is refused, and the process exits 0.
      await sleep(Math.max(0, 1_000 - (Date.now() - signalled)) + 500);
      expect(await keptAliveGet(agent, `${base}/api/categories/`)).toEqual({ error: 'ECONNREFUSED' });
      expect(await exited).toBe(0);
    } finally {
      agent.destroy();
      server.kill('SIGKILL');
    }
  }, 120_000);
});

/** One GET on a kept-alive agent: its status and `Connection` header, or the connection error's code. */
function keptAliveGet(agent: Agent, url: string) {
  return new Promise<{ status?: number; connection?: string; error?: string }>((resolve) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    req.end();
  });
}
