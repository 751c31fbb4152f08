import { describe, expect, it } from 'vitest';
import { BoundedCache } from './bounded-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('BoundedCache', () => {
  it('holds at most `max` entries, dropping the least recently used first', () => {
    const cache = new BoundedCache<string, number>({ max: 3 });
    for (const [i, key] of ['a', 'b', 'c'].entries()) cache.set(key, i);
    cache.get('a'); // used: 'b' is now the least recent
    cache.set('d', 3);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([0, 2, 3]);
    for (let i = 0; i < 1000; i++) cache.set(`flood-${i}`, i);
    expect(cache.size).toBe(3);
  });

  it('drops an entry once it is older than its lifetime on the given clock', () => {
    let now = 1_000;
    const cache = new BoundedCache<string, string>({ max: 10, ttlMs: 500, now: () => now });
    cache.set('k', 'v');
    now += 500;
    expect(cache.get('k')).toBe('v');
    now += 1;
    expect(cache.get('k')).toBeUndefined();
  });

  it('computes a missing value once for any number of simultaneous callers', async () => {
    const cache = new BoundedCache<string, string>({ max: 10 });
    const gate = deferred<string>();
    let calls = 0;
    const produce = () => (calls++, gate.promise);
    const loads = Array.from({ length: 32 }, () => cache.load('k', produce));
    gate.resolve('v');
    expect(await Promise.all(loads)).toEqual(Array(32).fill('v'));
    expect(calls).toBe(1);
    expect(cache.get('k')).toBe('v');
  });

  it.each(['clear', 'delete'] as const)('does not keep a value computed across a %s', async (drop) => {
    const cache = new BoundedCache<string, string>({ max: 10 });
    const gate = deferred<string>();
    const load = cache.load('k', () => gate.promise);
    if (drop === 'clear') cache.clear();
    else cache.delete('k');
    gate.resolve('old');
    expect(await load).toBe('old');
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.load('k', async () => 'new')).toBe('new');
  });

  it('does not keep a failed computation', async () => {
    const cache = new BoundedCache<string, string>({ max: 10 });
    await expect(cache.load('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.load('k', async () => 'ok')).toBe('ok');
  });
});
