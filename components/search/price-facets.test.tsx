import { render, screen, within } from '@testing-library/react';
import { PriceFacets } from '@/components/search/price-facets';

const facets = {
  categories: [],
  in_stock: 3,
  price_ranges: [
    { min: '0.00', max: '19.99', count: 4 },
    { min: '20.00', max: '39.99', count: 1 },
    { min: '40.00', max: '59.99', count: 0 },
    { min: '60.00', max: null, count: 2 },
  ],
};

describe("a search's price bands", () => {
  it('links each band that has pieces, keeping the search and the other filters, back to page 1', () => {
    render(<PriceFacets facets={facets} query={{ search: 'silk', inStock: true, page: 3 }} currency="USD" />);
    const links = within(screen.getByRole('navigation', { name: 'Price ranges' })).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Up to $19.99 (4)', '/products?search=silk&max_price=19.99&in_stock=true'],
      ['$20.00 – $39.99 (1)', '/products?search=silk&min_price=20.00&max_price=39.99&in_stock=true'],
      ['$60.00 and over (2)', '/products?search=silk&min_price=60.00&in_stock=true'],
    ]);
  });

  it('marks the band in use', () => {
    render(<PriceFacets facets={facets} query={{ search: 'silk', minPrice: '60.00' }} currency="USD" />);
    expect(screen.getByRole('link', { name: '$60.00 and over (2)' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Up to $19.99 (4)' })).not.toHaveAttribute('aria-current');
  });

  it('shows nothing when no band has pieces', () => {
    const { container } = render(
      <PriceFacets
        facets={{ ...facets, price_ranges: [{ min: '0.00', max: '19.99', count: 0 }] }}
        query={{}}
        currency="USD"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
