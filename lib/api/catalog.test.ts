import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFiltered, parseProductQuery, productQueryString, type ProductQuery } from './catalog';

describe('product listing query in the URL', () => {
  it('builds a query string from the set values only, in a stable order', () => {
    expect(productQueryString({ search: 'silk scrunchie', category: 'hair', ordering: '-price', page: 3 })).toBe(
      '?search=silk+scrunchie&category=hair&ordering=-price&page=3',
    );
    expect(productQueryString({ category: 'earrings' })).toBe('?category=earrings');
  });
  it('leaves page 1 and empty values out', () => {
    expect(productQueryString({ search: '', page: 1 })).toBe('');
    expect(productQueryString({})).toBe('');
  });
  it('parses search params, trimming and taking the first of repeated keys', () => {
    expect(parseProductQuery({ search: '  linen ', category: ['bags', 'hair'], ordering: 'price', page: '2' })).toEqual(
      {
        search: 'linen',
        category: 'bags',
        minPrice: undefined,
        maxPrice: undefined,
        inStock: undefined,
        ordering: 'price',
        page: 2,
      },
    );
  });
  it('drops orderings and pages the API would refuse', () => {
    expect(parseProductQuery({ ordering: 'drop table', page: 'abc' })).toEqual({
      search: undefined,
      category: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      inStock: undefined,
      ordering: undefined,
      page: undefined,
    });
    expect(parseProductQuery({ page: '0' }).page).toBeUndefined();
  });
  it('round-trips', () => {
    const query = { search: 'tassel & co', ordering: 'name', page: 4 };
    const parsed = parseProductQuery(Object.fromEntries(new URLSearchParams(productQueryString(query))));
    expect(parsed).toEqual({
      ...query,
      category: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      inStock: undefined,
    });
    const filtered = { category: 'earrings', minPrice: '10', maxPrice: '45.50', inStock: true, page: 2 };
    expect(productQueryString(filtered)).toBe('?category=earrings&min_price=10&max_price=45.50&in_stock=true&page=2');
    expect(parseProductQuery(Object.fromEntries(new URLSearchParams(productQueryString(filtered))))).toMatchObject(
      filtered,
    );
  });
  it('keeps the price range and in-stock filters the API accepts, and drops the rest', () => {
    expect(parseProductQuery({ min_price: ' 12.5 ', max_price: '40.', in_stock: 'true' })).toMatchObject({
      minPrice: '12.5',
      maxPrice: '40',
      inStock: true,
    });
    for (const bad of ['-1', 'abc', '1e400', '12.345', '99999999999', ''])
      expect(parseProductQuery({ min_price: bad, max_price: bad }), bad).toMatchObject({
        minPrice: undefined,
        maxPrice: undefined,
      });
    expect(parseProductQuery({ in_stock: 'false' }).inStock).toBeUndefined();
  });
  it('counts price and stock as filters, not the order or the page', () => {
    expect(isFiltered({ ordering: 'price', page: 3 })).toBe(false);
    expect(isFiltered({ maxPrice: '20' })).toBe(true);
    expect(isFiltered({ inStock: true })).toBe(true);
  });
});

describe('listing reads in the data cache', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  /** The fetch options getProducts reads a query with, in a storefront started with the catalog cache on. */
  async function optionsFor(query: ProductQuery): Promise<RequestInit> {
    vi.stubEnv('CATALOG_CACHE', 'on');
    vi.stubEnv('REVALIDATE_SECRET', 'storefront-test-secret-0123456789');
    vi.resetModules();
    const started = await import('./catalog');
    const fetched = vi.fn(async () => Response.json({ count: 0, next: null, previous: null, results: [] }));
    vi.stubGlobal('fetch', fetched);
    await started.getProducts(query);
    return (fetched.mock.calls[0] as unknown as [string, RequestInit])[1];
  }

  it.each<[string, ProductQuery]>([
    ['a search', { search: 'silk' }],
    ['a lowest price', { minPrice: '12.5' }],
    ['a highest price', { maxPrice: '40', category: 'bags' }],
  ])('%s, which a visitor can vary without end, is read fresh and never kept', async (_what, query) => {
    const options = await optionsFor(query);
    expect(options.cache).toBe('no-store');
    expect(options.next?.revalidate).toBeUndefined();
  });

  it('the bounded listing (category, stock, order, page) is kept until the catalog changes', async () => {
    const options = await optionsFor({ category: 'bags', inStock: true, ordering: 'price', page: 2 });
    expect(options.cache).toBeUndefined();
    expect(options.next?.revalidate).toBe(300);
  });
});
