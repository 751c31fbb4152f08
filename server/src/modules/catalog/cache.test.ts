import { describe, expect, it } from 'vitest';
import { createCatalogCache, matchesEtag, toCachedBody } from './cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('catalog cache', () => {
  it('computes a missing value once for any number of simultaneous requests', async () => {
    const cache = createCatalogCache();
    const gate = deferred<string>();
    let calls = 0;
    const produce = () => (calls++, gate.promise);
    const loads = Array.from({ length: 32 }, () => cache.load('k', produce));
    gate.resolve('v');
    expect(await Promise.all(loads)).toEqual(Array(32).fill('v'));
    expect(calls).toBe(1);
    expect(cache.get('k')).toBe('v');
  });

  it('does not keep a value computed across an invalidation', async () => {
    const cache = createCatalogCache();
    const gate = deferred<string>();
    const load = cache.load('k', () => gate.promise);
    cache.invalidate();
    gate.resolve('old');
    expect(await load).toBe('old');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.load('k', async () => 'new')).toBe('new');
  });

  it('does not keep a failed computation', async () => {
    const cache = createCatalogCache();
    await expect(cache.load('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.load('k', async () => 'ok')).toBe('ok');
  });

  it('pre-serializes JSON with a strong ETag that changes with the content', () => {
    const a = toCachedBody({ price: '24.00' });
    expect(a.body.toString()).toBe('{"price":"24.00"}');
    expect(a.etag).toMatch(/^"[\w-]{27}"$/);
    expect(toCachedBody({ price: '24.00' }).etag).toBe(a.etag);
    expect(toCachedBody({ price: '25.00' }).etag).not.toBe(a.etag);
    expect(matchesEtag(a.etag, a.etag)).toBe(true);
    expect(matchesEtag(`"x", W/${a.etag}`, a.etag)).toBe(true);
    expect(matchesEtag('*', a.etag)).toBe(true);
    expect(matchesEtag('"x"', a.etag)).toBe(false);
    expect(matchesEtag(undefined, a.etag)).toBe(false);
  });
});
