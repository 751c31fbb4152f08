import { revalidateTag } from 'next/cache';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidateCatalogForAdmin } from './catalog-revalidation';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const profile = (role: string, status = 200) =>
  vi.fn().mockResolvedValue(Response.json(status === 200 ? { id: 1, role } : { detail: 'no' }, { status }));

describe("the admin console expires the storefront's cached catalog after its edits (docs/adr/0002-catalog-cache.md)", () => {
  beforeEach(() => vi.stubEnv('REVALIDATE_SECRET', 'storefront-test-secret-0123456789'));
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.mocked(revalidateTag).mockClear();
  });

  it("an admin's token (checked with the API) expires the catalog tag at once", async () => {
    const fetchMock = profile('admin');
    vi.stubGlobal('fetch', fetchMock);
    await revalidateCatalogForAdmin('admin-token');
    expect(fetchMock.mock.calls[0][0]).toMatch(/\/api\/profile\/$/);
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer admin-token');
    expect(revalidateTag).toHaveBeenCalledWith('catalog', { expire: 0 });
  });

  it.each([
    ['a customer', profile('customer')],
    ['a refused token', profile('admin', 401)],
    ['an unreachable API', vi.fn().mockRejectedValue(new TypeError('fetch failed'))],
  ])('%s revalidates nothing', async (_who, fetchMock) => {
    vi.stubGlobal('fetch', fetchMock);
    await revalidateCatalogForAdmin('some-token');
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('without REVALIDATE_SECRET too (a backend that never notifies): the product pages kept in the cache expire', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    vi.stubGlobal('fetch', profile('admin'));
    await revalidateCatalogForAdmin('admin-token');
    expect(revalidateTag).toHaveBeenCalledWith('catalog', { expire: 0 });
  });

  it('without a token there is no call', async () => {
    const fetchMock = profile('admin');
    vi.stubGlobal('fetch', fetchMock);
    await revalidateCatalogForAdmin('');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
