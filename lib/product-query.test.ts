import { filterCount, isInvertedPriceRange } from '@/lib/product-query';

describe('the listing query (§10.9)', () => {
  it('counts the filters on: category, a price range once, in stock; not the search, the sort or the page', () => {
    expect(filterCount({})).toBe(0);
    expect(filterCount({ search: 'silk', ordering: 'price', page: 2 })).toBe(0);
    expect(filterCount({ category: 'bags', minPrice: '10', maxPrice: '30', inStock: true })).toBe(3);
    expect(filterCount({ maxPrice: '30' })).toBe(1);
    expect(filterCount({ category: 'bags', fabric: 'plum-ikat' })).toBe(2);
  });

  it('knows a minimum above the maximum, compared as numbers', () => {
    expect(isInvertedPriceRange('50', '10')).toBe(true);
    expect(isInvertedPriceRange('9', '10')).toBe(false);
    expect(isInvertedPriceRange('100', '20.5')).toBe(true);
    expect(isInvertedPriceRange('20', '20.00')).toBe(false);
    expect(isInvertedPriceRange('50', undefined)).toBe(false);
  });
});
