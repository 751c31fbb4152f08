import { describe, expect, it } from 'vitest';
import { parseProductQuery, productQueryString } from './catalog';

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
        ordering: 'price',
        page: 2,
      },
    );
  });
  it('drops orderings and pages the API would refuse', () => {
    expect(parseProductQuery({ ordering: 'drop table', page: 'abc' })).toEqual({
      search: undefined,
      category: undefined,
      ordering: undefined,
      page: undefined,
    });
    expect(parseProductQuery({ page: '0' }).page).toBeUndefined();
  });
  it('round-trips', () => {
    const query = { search: 'tassel & co', ordering: 'name', page: 4 };
    const parsed = parseProductQuery(Object.fromEntries(new URLSearchParams(productQueryString(query))));
    expect(parsed).toEqual({ ...query, category: undefined });
  });
});
