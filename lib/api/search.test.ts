import { didYouMeanOf, facetsOf } from '@/lib/api/search';

describe("a search's extras, read softly", () => {
  it('a stock backend sends no extras: no facets, no correction', () => {
    expect(facetsOf({})).toBeNull();
    expect(facetsOf(null)).toBeNull();
    expect(didYouMeanOf({}, 'neklace')).toBeNull();
  });

  it('facets of another shape are ignored rather than shown wrong', () => {
    expect(facetsOf({ facets: { categories: 'x' } as never })).toBeNull();
    expect(facetsOf({ facets: { categories: [], price_ranges: [], in_stock: '3' } as never })).toBeNull();
    const facets = { categories: [{ slug: 'earrings', name: 'Earrings', count: 2 }], in_stock: 1, price_ranges: [] };
    expect(facetsOf({ facets })).toBe(facets);
  });

  it('a correction is offered only when it differs from what was typed', () => {
    expect(didYouMeanOf({ did_you_mean: 'necklace' }, 'neklace')).toBe('necklace');
    expect(didYouMeanOf({ did_you_mean: 'Necklace ' }, 'necklace')).toBeNull();
    expect(didYouMeanOf({ did_you_mean: '' }, 'neklace')).toBeNull();
    expect(didYouMeanOf({ did_you_mean: null }, 'neklace')).toBeNull();
  });
});
