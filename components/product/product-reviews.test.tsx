import { render, screen, within } from '@testing-library/react';
import { ProductCard } from '@/components/product/product-card';
import { productJsonLd } from '@/components/product/product-json-ld';
import { ProductReviews } from '@/components/product/product-reviews';
import { RatingSummary } from '@/components/product/rating-summary';
import { startApi } from '@/test/api';
import { renderAccount } from '@/test/render-account';
import type { Page, Product, Review } from '@/lib/types';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

const review: Review = {
  id: 7,
  rating: 4,
  title: 'Lovely drape',
  body: '<b>Soft</b> linen\nwashes well',
  fit: 'true',
  photos: ['/media/reviews/7-1.webp'],
  author: 'Ana K.',
  verified: true,
  created_at: '2026-10-02T10:00:00Z',
  reply: { body: 'Thank you, Ana!', created_at: '2026-10-03T09:00:00Z' },
};
const page: Page<Review> = { count: 1, next: null, previous: null, results: [review] };
const rating = { average: 4.5, count: 12 };

describe('reviews on the product page (§27.3, §27.4)', () => {
  it('says the average and the count in words, near the price and above the reviews', () => {
    const { unmount } = render(<RatingSummary rating={rating} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars, 12 reviews' })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '#reviews');
    unmount();
    render(<RatingSummary rating={{ average: 5, count: 1 }} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars, 1 review' })).toBeInTheDocument();
  });

  it('shows each review with its stars, its text as text, fit, photos, author, buyer mark and the reply', () => {
    render(<ProductReviews productId={3} rating={rating} reviews={page} />);
    const section = screen.getByRole('region', { name: 'Reviews' });
    const item = within(section).getAllByRole('listitem')[0];
    expect(within(item).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(item).getByRole('heading', { name: 'Lovely drape' })).toBeInTheDocument();
    // Typed markup stays text (§27.2): no <b> element is made of it.
    expect(within(item).getByText(/<b>Soft<\/b> linen/)).toBeInTheDocument();
    expect(item.querySelector('b')).toBeNull();
    expect(within(item).getByText('Fit: True to size')).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Photo 1 from Ana K.' })).toBeInTheDocument();
    expect(within(item).getByText('Verified buyer')).toBeInTheDocument();
    expect(within(item).getByText('Thank you, Ana!')).toBeInTheDocument();
  });

  it('has no section, no summary and no stars when the product carries no rating (a stock backend)', () => {
    const { container } = render(
      <>
        <RatingSummary rating={undefined} />
        <RatingSummary rating={null} />
        <ProductReviews productId={3} rating={null} reviews={null} />
        <ProductReviews productId={3} rating={undefined} reviews={page} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('puts the aggregate rating and the reviews in the JSON-LD only when the product has a rating', () => {
    const product = {
      id: 3,
      name: 'Wrap',
      slug: 'wrap',
      images: [],
      variants: [],
      price: '40.00',
    } as unknown as Product;
    const rated = productJsonLd({ ...product, rating }, 'USD', [review]);
    expect(rated).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
      review: [{ '@type': 'Review', author: { name: 'Ana K.' }, reviewRating: { ratingValue: 4 } }],
    });
    expect(productJsonLd(product, 'USD')).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({ ...product, rating: null }, 'USD')).not.toHaveProperty('review');
  });

  it('shows small stars on a product card with a rating, and none without', () => {
    const card = { id: 3, name: 'Wrap', slug: 'wrap', price: '40.00', category: null, image: null, in_stock: true };
    const { unmount } = renderAccount(<ProductCard product={{ ...card, rating }} currency="USD" />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars, 12 reviews' })).toBeInTheDocument();
    unmount();
    renderAccount(<ProductCard product={card} currency="USD" />);
    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
  });
});
