import { CATALOG_TAG, catalogCacheModeOf, catalogFetchCache, revalidateSecret } from './catalog-cache';

const STRONG = 'storefront-test-secret-0123456789';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('the catalog cache mode (docs/adr/0002-catalog-cache.md)', () => {
  it('CATALOG_CACHE says it: on with a strong secret, off whatever the secret', () => {
    expect(catalogCacheModeOf({ CATALOG_CACHE: 'on' }, STRONG)).toBe('on');
    expect(catalogCacheModeOf({ CATALOG_CACHE: 'off' }, STRONG)).toBe('off');
    expect(catalogCacheModeOf({ CATALOG_CACHE: ' OFF ' }, STRONG)).toBe('off');
  });

  it('unset, it is on when a strong secret is set and off without one', () => {
    expect(catalogCacheModeOf({}, STRONG)).toBe('on');
    expect(catalogCacheModeOf({}, '')).toBe('off');
  });

  it('on without a secret (nothing could tell it of a change), or a value it does not know, is off, and the log says why', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(catalogCacheModeOf({ CATALOG_CACHE: 'on' }, '')).toBe('off');
    expect(error.mock.calls[0][0]).toMatch(/^CATALOG_CACHE=on needs a REVALIDATE_SECRET/);
    expect(catalogCacheModeOf({ CATALOG_CACHE: 'yes' }, STRONG)).toBe('off');
    expect(error.mock.calls[1][0]).toMatch(/^CATALOG_CACHE is "yes": on or off/);
  });

  it('is read once, as the storefront starts: changing the settings afterwards changes nothing', async () => {
    vi.stubEnv('CATALOG_CACHE', 'on');
    vi.stubEnv('REVALIDATE_SECRET', STRONG);
    const started = await import('./catalog-cache');
    expect(started.CATALOG_CACHE_MODE).toBe('on');
    vi.stubEnv('CATALOG_CACHE', 'off');
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect(started.CATALOG_CACHE_MODE).toBe('on');
    expect(started.catalogFetchCache()).toEqual({ next: { revalidate: 300, tags: [CATALOG_TAG] } });
  });

  it.each([
    ['shorter than 32 characters', 'a-shared-secret-of-some-length', /30 characters long; at least 32/],
    ['made of a repeated pattern', 'ab'.repeat(20), /repeats too few characters/],
  ])(
    'a secret %s is no secret: revalidations are refused, the cache is off, and the log says why',
    (_what, secret, reason) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.stubEnv('REVALIDATE_SECRET', secret);
      expect(revalidateSecret()).toBe('');
      expect(catalogCacheModeOf({}, revalidateSecret())).toBe('off');
      expect(error).toHaveBeenCalledTimes(1);
      expect(error.mock.calls[0][0]).toMatch(reason);
      expect(error.mock.calls[0][0]).toMatch(/^REVALIDATE_SECRET .* ignored: every revalidation is refused/);
    },
  );

  it('reads are cached under the tag with the cache on, fresh (still tagged) with it off', () => {
    expect(catalogFetchCache({}, 'on')).toEqual({ next: { revalidate: 300, tags: [CATALOG_TAG] } });
    expect(catalogFetchCache({}, 'off')).toEqual({ cache: 'no-store', next: { tags: [CATALOG_TAG] } });
  });

  it('a read a visitor can vary without end is never kept, even with the cache on', () => {
    expect(catalogFetchCache({ bounded: false }, 'on')).toEqual({ cache: 'no-store', next: { tags: [CATALOG_TAG] } });
  });
});
