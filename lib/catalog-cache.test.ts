import { CATALOG_TAG, catalogCacheEnabled, catalogFetchCache, revalidateSecret } from './catalog-cache';

const STRONG = 'storefront-test-secret-0123456789';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the catalog cache mode (docs/adr/0002-catalog-cache.md)', () => {
  it('a secret of 32 characters or more turns the catalog cache on', () => {
    vi.stubEnv('REVALIDATE_SECRET', ` ${STRONG} `);
    expect(revalidateSecret()).toBe(STRONG);
    expect(catalogCacheEnabled()).toBe(true);
  });

  it.each([
    ['shorter than 32 characters', 'a-shared-secret-of-some-length', /30 characters long; at least 32/],
    ['made of a repeated pattern', 'ab'.repeat(20), /repeats too few characters/],
  ])('a secret %s is no secret: the cache is off, and the log says why', (_what, secret, reason) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('REVALIDATE_SECRET', secret);
    expect(revalidateSecret()).toBe('');
    expect(catalogCacheEnabled()).toBe(false);
    expect(catalogFetchCache()).toEqual({ cache: 'no-store', next: { tags: [CATALOG_TAG] } });
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toMatch(reason);
    expect(error.mock.calls[0][0]).toMatch(/^REVALIDATE_SECRET .* ignored: the catalog cache is off/);
  });

  it('a read a visitor can vary without end is never kept, even with the cache on', () => {
    vi.stubEnv('REVALIDATE_SECRET', STRONG);
    expect(catalogFetchCache()).toEqual({ next: { revalidate: 300, tags: [CATALOG_TAG] } });
    expect(catalogFetchCache({ bounded: false })).toEqual({ cache: 'no-store', next: { tags: [CATALOG_TAG] } });
  });
});
