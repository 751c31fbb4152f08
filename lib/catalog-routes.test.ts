import { describe, expect, it } from 'vitest';
import { parseProductQuery } from '@/lib/api/catalog';
import { cachedCatalogPath, isCanonicalProductSlug, isProductPage, listingParams } from './catalog-routes';

const path = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://shop.test');
  return cachedCatalogPath(pathname, searchParams);
};

describe('catalog URLs answered from the cache (docs/adr/0002-catalog-cache.md)', () => {
  it('the home page has one cached copy; a product page none, as its own route is kept in the cache', () => {
    expect(path('/')).toBe('/cached/home/shop');
    expect(path('/products/silk-knot-earrings')).toBeNull();
    expect(isProductPage('/products/silk-knot-earrings')).toBe(true);
    expect(isProductPage('/products/Not%20A%20Slug')).toBe(true);
    expect(isProductPage('/products')).toBe(false);
    expect(isProductPage('/products/a/b')).toBe(false);
    expect(isProductPage('/cart')).toBe(false);
  });

  it('the listing, unfiltered and by category, stock, order and page, maps to its canonical query', () => {
    expect(path('/products')).toBe('/cached/products/all');
    expect(path('/products?page=1&ordering=bogus&utm_source=mail')).toBe('/cached/products/all');
    expect(path('/products?in_stock=true&category=earrings&page=2&ordering=-price')).toBe(
      '/cached/products/category=earrings&in_stock=true&ordering=-price&page=2',
    );
    // §26.2: a fabric's listing is one of the catalog's own (a made-up fabric answers 404 and is not kept).
    expect(path('/products?fabric=plum-ikat&category=earrings')).toBe(
      '/cached/products/category=earrings&fabric=plum-ikat',
    );
  });

  it('searches, price ranges, far pages and odd slugs are rendered per request', () => {
    expect(path('/products?search=silk')).toBeNull();
    expect(path('/products?min_price=10')).toBeNull();
    expect(path('/products?max_price=40&category=bags')).toBeNull();
    expect(path('/products?page=21')).toBeNull();
    expect(path('/products?category=Bags%20%26%20more')).toBeNull();
    expect(path('/products?fabric=Plum%20Ikat')).toBeNull();
    expect(path('/products/Not%20A%20Slug')).toBeNull();
    expect(path('/cart')).toBeNull();
    expect(path('/products/a/b')).toBeNull();
  });

  it('a cached listing reads back the query it was made from', () => {
    const cached = path('/products?category=earrings&in_stock=true&ordering=price&page=3')!;
    const segment = cached.split('/').pop()!;
    expect(parseProductQuery(listingParams(segment))).toMatchObject({
      category: 'earrings',
      inStock: true,
      ordering: 'price',
      page: 3,
    });
    expect(listingParams(encodeURIComponent(segment))).toEqual(listingParams(segment));
    expect(listingParams('all')).toEqual({});
  });
});

describe("a product's page lives at its slug only", () => {
  it.each(['silk-knot-earrings', 'bag-2', '2026-scarf', 'a', '1234567890'])('%s is a canonical address', (slug) => {
    expect(isCanonicalProductSlug(slug)).toBe(true);
  });

  it.each([
    ['its id', '1'],
    ['its id with a leading zero', '01'],
    ['its id padded to nine digits', '000000001'],
    ['capitals', 'Silk-Knot-Earrings'],
    ['a double hyphen', 'silk--knot'],
    ['an edge hyphen', '-silk'],
    ['a space', 'silk knot'],
    ['an encoded character', 'silk%2Dknot'],
    ['more than 200 characters', 'a'.repeat(201)],
  ])('%s is not (a 404, never a second kept page)', (_what, slug) => {
    expect(isCanonicalProductSlug(slug)).toBe(false);
  });
});
