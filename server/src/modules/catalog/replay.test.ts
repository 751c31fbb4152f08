import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct, createUser, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestResponse } from '../../test/test-app';
import { toCachedBody } from './cache';

/** A test app that notes every request Fastify itself sees (a replayed one never reaches it). */
async function watchedApp(opts: Parameters<typeof startTestApp>[0] = {}) {
  const seen: string[] = [];
  const t = await startTestApp({
    ...opts,
    setup: (app) =>
      app.addHook('onRequest', (request, _reply, done) => {
        seen.push(`${request.method} ${request.url}`);
        done();
      }),
  });
  return { t, seen, fastifySaw: (method: string, url: string) => seen.filter((s) => s === `${method} ${url}`).length };
}

const headersOf = (res: TestResponse) => Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));

/** Cached catalog reads answered by the HTTP server from the reply Fastify sent (plugins/replay.ts). */
describe('catalog replies replayed before Fastify', () => {
  let w: Awaited<ReturnType<typeof watchedApp>>;
  let admin: TestUser;
  beforeAll(async () => {
    w = await watchedApp();
    admin = await createUser(w.t, { role: 'admin' });
  });
  afterAll(() => w?.t.close());

  it('sends the very headers and bytes Fastify sent, per URL and Origin, without Fastify', async () => {
    const category = await createCategory(w.t);
    const product = await createProduct(w.t, { categoryId: category.id });
    const urls = [
      '/api/products/',
      `/api/products/?category=${category.slug}&page_size=2`,
      `/api/products/${product.slug}/`,
      `/api/products/${product.id}/`,
      '/api/categories/',
    ];
    const origins = [undefined, w.t.config.corsOrigins[0], 'https://elsewhere.example'];
    for (const url of urls) {
      for (const origin of origins) {
        const headers: Record<string, string> = origin ? { origin } : {};
        await w.t.request('GET', url, { headers }); // fills the cache (or hits it)
        const fromFastify = await w.t.request('GET', url, { headers }); // a hit: Fastify answers, the reply is kept
        const before = w.fastifySaw('GET', url);
        const replayed = await w.t.request('GET', url, { headers });
        expect(w.fastifySaw('GET', url), `${url} from ${origin}`).toBe(before);
        expect(replayed.status).toBe(200);
        expect(replayed.text).toBe(fromFastify.text);
        expect(headersOf(replayed)).toEqual(headersOf(fromFastify));
        expect(replayed.headers.get('access-control-allow-origin')).toBe(
          origin === w.t.config.corsOrigins[0] ? origin : null,
        );
      }
    }
  });

  it('catalog cache keys come from the known query parameters only: made-up ones add no entry and share the real one', async () => {
    const product = await createProduct(w.t);
    const url = '/api/products/?ordering=price&page_size=1';
    const real = await w.t.request('GET', url);
    // A second GET of each is a hit, whose reply is kept for the replay server.
    for (const u of [url, url, `/api/products/${product.slug}/`, `/api/products/${product.slug}/`, '/api/categories/'])
      await w.t.request('GET', u);
    await w.t.request('GET', '/api/categories/');
    const entries = w.t.app.catalogCache.size();
    for (let i = 0; i < 40; i++) {
      const made = [
        `/api/products/?page_size=1&utm_source=${i}&ordering=price`,
        `/api/products/?x${i}=1&ordering=price&page_size=1`,
        `/api/products/${product.slug}/?junk=${i}`,
        `/api/categories/?v=${i}`,
      ];
      for (const u of made) await w.t.request('GET', u);
      const same = await w.t.request('GET', made[0]);
      expect(same.text).toBe(real.text); // one entry, the same bytes (page links included)
    }
    expect(w.t.app.catalogCache.size()).toBe(entries);
  });

  it('stops replaying the moment the catalog changes', async () => {
    const product = await createProduct(w.t, { price: '20.00' });
    const url = `/api/products/${product.slug}/`;
    for (let i = 0; i < 3; i++) expect((await w.t.request('GET', url)).body.price).toBe('20.00');
    expect(w.fastifySaw('GET', url)).toBe(2); // the third was replayed
    const res = await w.t.request('PATCH', `/api/admin/products/${product.id}/`, {
      token: admin.token,
      json: { price: '26.00' },
    });
    expect(res.status).toBe(200);
    const before = w.fastifySaw('GET', url);
    expect((await w.t.request('GET', url)).body.price).toBe('26.00');
    expect(w.fastifySaw('GET', url)).toBe(before + 1);
  });

  it('stops replaying a reply once its cache entry is replaced (a reload after the TTL)', async () => {
    const url = '/api/products/?ordering=-price';
    for (let i = 0; i < 3; i++) await w.t.request('GET', url);
    expect(w.fastifySaw('GET', url)).toBe(2);
    w.t.app.catalogCache.set(url, toCachedBody({ count: 0, next: null, previous: null, results: [] }));
    const res = await w.t.request('GET', url);
    expect(res.body.count).toBe(0);
    expect(w.fastifySaw('GET', url)).toBe(3);
  });

  it('counts each replay as a cache hit and in the request latency metric', async () => {
    const metric = async (line: RegExp) => {
      const text = (await w.t.request('GET', '/api/metrics')).text;
      return Number(line.exec(text)?.[1] ?? 0);
    };
    const hits = /^cache_requests_total\{cache="catalog",result="hit"\} (\d+)$/m;
    const latency =
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/products\/",status_code="200"\} (\d+)$/m;
    await w.t.request('GET', '/api/products/');
    await w.t.request('GET', '/api/products/');
    const [hitsBefore, latencyBefore, fastifyBefore] = [await metric(hits), await metric(latency), w.seen.length];
    for (let i = 0; i < 5; i++) await w.t.request('GET', '/api/products/');
    expect(w.seen.length - fastifyBefore).toBe(0);
    expect((await metric(hits)) - hitsBefore).toBe(5);
    expect((await metric(latency)) - latencyBefore).toBe(5);
  });

  it('leaves conditional requests and HEAD to Fastify', async () => {
    const url = '/api/products/?ordering=price';
    const first = await w.t.request('GET', url);
    await w.t.request('GET', url);
    const before = w.fastifySaw('GET', url);
    const etag = first.headers.get('etag')!;
    const notModified = await w.t.request('GET', url, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(w.fastifySaw('GET', url)).toBe(before + 1);
    expect((await w.t.request('HEAD', url)).status).toBe(200);
    expect(w.fastifySaw('HEAD', url)).toBe(1);
    await w.t.request('GET', url);
    expect(w.fastifySaw('GET', url)).toBe(before + 1); // a plain GET is replayed again
  });
});

describe('with request logs on', () => {
  it('replays, and writes the same request line for a replayed request as for one Fastify answered', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const w = await watchedApp({ logger: { level: 'info', stream } });
    try {
      for (let i = 0; i < 4; i++) expect((await w.t.request('GET', '/api/products/')).status).toBe(200);
      expect(w.fastifySaw('GET', '/api/products/')).toBe(2);
      const requestLines = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.url === '/api/products/');
      expect(requestLines).toHaveLength(4);
      const fields = (line: Record<string, unknown>) =>
        Object.keys(line)
          .filter((k) => !['time'].includes(k))
          .sort();
      for (const line of requestLines) {
        expect(line).toMatchObject({ msg: 'request completed', method: 'GET', statusCode: 200, level: 30 });
        expect(fields(line)).toEqual(fields(requestLines[0]));
      }
      expect(requestLines.map((line) => String(line.reqId).startsWith('replay-'))).toEqual([false, false, true, true]);
    } finally {
      await w.t.close();
    }
  });
});
