import { revalidateTag } from 'next/cache';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_REFUSED_PER_MINUTE, POST } from './route';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const SECRET = 'storefront-test-secret-0123456789';

/** A client address per test: the route's limiter lives as long as the module. */
let client = 0;
let from = '';
beforeEach(() => {
  from = `192.0.2.${++client}`;
});

const post = (body: unknown, secret?: string, address = from) =>
  POST(
    new Request('http://shop.test/api/revalidate', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // As Next sends it: the socket's address, or what a proxy in front appended last.
        'x-forwarded-for': `203.0.113.250, ${address}`,
        ...(secret !== undefined && { 'x-revalidate-secret': secret }),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('POST /api/revalidate (docs/adr/0002-catalog-cache.md: the API tells of catalog changes)', () => {
  beforeEach(() => vi.stubEnv('REVALIDATE_SECRET', SECRET));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.mocked(revalidateTag).mockClear();
  });

  it('expires every tag it is given at once, so the next request renders the new catalog', async () => {
    const res = await post({ tags: ['catalog', 'product:silk-earrings'] }, SECRET);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ revalidated: ['catalog', 'product:silk-earrings'] });
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ['catalog', { expire: 0 }],
      ['product:silk-earrings', { expire: 0 }],
    ]);
  });

  it.each([
    ['a missing secret', undefined],
    ['a wrong secret', 'storefront-test-secret-0123456788'],
    ['a prefix of the secret', SECRET.slice(0, 10)],
    ['an empty secret', ''],
  ])('refuses %s with 401 and revalidates nothing', async (_what, secret) => {
    const res = await post({ tags: ['catalog'] }, secret);
    expect(res.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses everything when the storefront has no secret (it caches nothing then)', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect((await post({ tags: ['catalog'] }, '')).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a secret too weak to trust even when the caller knows it (the storefront ignores it)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('REVALIDATE_SECRET', 'short-but-shared');
    expect((await post({ tags: ['catalog'] }, 'short-but-shared')).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it(`after ${MAX_REFUSED_PER_MINUTE} refused secrets a client gets 429, even with the right one, for the minute`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Sent together: each is counted before its secret is compared, so a burst gets no more tries.
      const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => post({ tags: ['catalog'] }, `guess-${i}`)));
      const statuses = burst.map((res) => res.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_REFUSED_PER_MINUTE);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15 - MAX_REFUSED_PER_MINUTE);
      const throttled = await post({ tags: ['catalog'] }, SECRET);
      expect(throttled.status).toBe(429);
      expect(await throttled.json()).toEqual({ detail: 'Too many revalidation attempts. Try again later.' });
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(throttled.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(revalidateTag).not.toHaveBeenCalled();
      // Another client (the API) is not held up; this one may try again once the minute is over.
      expect((await post({ tags: ['catalog'] }, SECRET, '198.51.100.7')).status).toBe(200);
      vi.advanceTimersByTime(60_000);
      expect((await post({ tags: ['catalog'] }, SECRET)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a caller with the right secret is never throttled, however often the catalog changes', async () => {
    for (let i = 0; i < 3 * MAX_REFUSED_PER_MINUTE; i++) {
      expect((await post({ tags: ['catalog'] }, SECRET)).status).toBe(200);
    }
  });

  it.each([
    ['no JSON', 'tags=catalog'],
    ['no tags', {}],
    ['an empty list', { tags: [] }],
    ['a tag that is not a string', { tags: [7] }],
    ['a tag with spaces', { tags: ['a tag'] }],
    ['too many tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }],
  ])('answers 400 to %s', async (_what, body) => {
    const res = await post(body, SECRET);
    expect(res.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
