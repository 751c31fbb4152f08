import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { startTestApp, type TestApp } from '../test/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise and the function that settles it. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fired, fire };
}

/**
 * A route whose handler, once entered, waits for `gate`, then queries the database and fires `finished`;
 * `outcome` says how the query went.
 */
function slowRoute() {
  const entered = signal();
  const gate = signal();
  const finished = signal();
  const state = { outcome: 'not run', entered, gate, finished };
  const setup = (app: TestApp['app']) =>
    app.get('/test/slow', async () => {
      entered.fire();
      await gate.fired;
      try {
        await app.db.execute(sql`select 1`);
        state.outcome = 'ok';
      } catch (err) {
        // Drizzle's error names the query; its cause says why (e.g. the pool was ended).
        state.outcome = String((err as Error).cause ?? err);
      }
      finished.fire();
      return { done: true };
    });
  return { state, setup };
}

describe('in-flight requests: shutdown waits for handlers whose client went away', () => {
  it('close waits for the aborted request’s handler, whose query still finds the database open', async () => {
    const { state, setup } = slowRoute();
    const t = await startTestApp({ setup });
    const client = new AbortController();
    const answered = fetch(`${t.base}/test/slow`, { signal: client.signal }).catch((err: Error) => err.name);
    await state.entered.fired;
    expect(t.app.inFlight.count).toBe(1);
    client.abort();
    expect(await answered).toBe('AbortError');

    // The listener closes at once (the socket is gone); without the plugin the pool is closed soon after.
    const closed = t.close();
    await Promise.race([closed, sleep(500)]);
    state.gate.fire();
    await closed;
    await state.finished.fired;
    expect(state.outcome).toBe('ok');
    // Released at its end, not left to the timeout.
    expect(t.app.inFlight.count).toBe(0);
  });

  it('close gives up after SHUTDOWN_TIMEOUT_SECONDS when a handler never ends', async () => {
    const { state, setup } = slowRoute();
    const t = await startTestApp({ setup, config: { shutdownTimeoutMs: 300 } });
    const client = new AbortController();
    void fetch(`${t.base}/test/slow`, { signal: client.signal }).catch(() => undefined);
    await state.entered.fired;
    client.abort();
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(t.app.inFlight.count).toBe(1);
    state.gate.fire();
  });

  describe('every request is released once, whatever ends it', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    /** The count is back to 0 (the last release may come at onResponse, just after the client has its answer). */
    async function settled() {
      expect(await t.app.inFlight.settled(1_000)).toBe(true);
      expect(t.app.inFlight.count).toBe(0);
    }

    it('answers from handlers, the 404 handler, validation, body parsing and onRequest hooks', async () => {
      const user = await signUp(t);
      const answers = await Promise.all([
        t.request('GET', '/api/categories/'),
        t.request('GET', '/api/profile/', { token: user.access }),
        t.request('GET', '/api/no-such-route/'),
        t.request('POST', '/api/login/', { json: { email: 'not an email' } }),
        t.request('POST', '/api/login/', { body: '{"email":', headers: { 'content-type': 'application/json' } }),
        t.request('GET', '/api/profile/'),
        t.request('GET', '/api/cart/', { token: 'not-a-token' }),
        t.request('GET', '/api/%E0%A4%A/'),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 404, 400, 400, 401, 401, 400]);
      await settled();
    });

    it('a client that leaves while its body is still arriving', async () => {
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'Not-The-Password-1' });
      const req = httpRequest(`${t.base}/api/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      });
      req.on('error', () => undefined);
      req.write(body.slice(0, 10));
      for (let waited = 0; t.app.inFlight.count === 0 && waited < 2_000; waited += 10) await sleep(10);
      expect(t.app.inFlight.count).toBe(1);
      req.destroy();
      await settled();
    });
  });
});
