import { revalidateTag } from 'next/cache';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from './route';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const SECRET = 'storefront-test-secret-0123456789';

const post = (body: unknown, secret?: string) =>
  POST(
    new Request('http://shop.test/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret !== undefined && { 'x-revalidate-secret': secret }) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('POST /api/revalidate (issue 14: the API tells of catalog changes)', () => {
  beforeEach(() => vi.stubEnv('REVALIDATE_SECRET', SECRET));
  afterEach(() => {
    vi.unstubAllEnvs();
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
