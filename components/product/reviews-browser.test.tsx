import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductReviews } from '@/components/product/product-reviews';
import ReviewsBrowser from '@/components/product/reviews-browser';
import { http, HttpResponse, server, startApi, url } from '@/test/api';
import type { Page, Review } from '@/lib/types';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

/** Twelve published reviews, as the API would hold them: review n has rating 1 + n % 5. */
const all: Review[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  rating: 1 + ((i + 1) % 5),
  title: `Review ${i + 1}`,
  body: 'Soft linen.',
  fit: null,
  photos: [],
  author: 'Ana K.',
  verified: true,
  created_at: new Date(Date.UTC(2026, 9, i + 1)).toISOString(),
  reply: null,
}));

/** The API's answer for an ordering and a page of 5, sorted as the server sorts (ties newest first). */
function pageOf(ordering: string, page: number): Page<Review> {
  const newest = [...all].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const sorted =
    ordering === '-rating'
      ? [...newest].sort((a, b) => b.rating - a.rating)
      : ordering === 'rating'
        ? [...newest].sort((a, b) => a.rating - b.rating)
        : newest;
  return { count: all.length, next: null, previous: null, results: sorted.slice((page - 1) * 5, page * 5) };
}

const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  server.use(
    http.get(url('/api/products/3/reviews/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      return HttpResponse.json(pageOf(query.get('ordering') ?? '-created_at', Number(query.get('page') ?? 1)));
    }),
  );
});

const titles = () =>
  within(screen.getByRole('region', { name: 'Reviews' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

function renderReviews() {
  const user = userEvent.setup();
  render(<ProductReviews productId={3} rating={{ average: 3.2, count: 12 }} reviews={pageOf('-created_at', 1)} />);
  return user;
}

describe('sorting and paging the reviews of a product page (§27.3)', () => {
  it('shows the first page newest first without asking the API again', async () => {
    renderReviews();
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('-created_at');
    expect(titles()).toEqual(['Review 12', 'Review 11', 'Review 10', 'Review 9', 'Review 8']);
    expect(screen.getByText('Showing 1–5 of 12, newest first')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('sorts by the highest and the lowest rating, back on the first page', async () => {
    const user = renderReviews();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest rating');
    await screen.findByText('Showing 1–5 of 12, highest rating first');
    expect(titles()).toEqual(pageOf('-rating', 1).results.map((r) => r.title));
    const stars = within(screen.getByRole('region', { name: 'Reviews' })).getAllByRole('img', { name: /^5 out of/ });
    expect(stars).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Lowest rating');
    await screen.findByText('Showing 1–5 of 12, lowest rating first');
    expect(titles()).toEqual(pageOf('rating', 1).results.map((r) => r.title));
    expect(asked).toEqual([
      'ordering=-created_at&page=2&page_size=5',
      'ordering=-rating&page=1&page_size=5',
      'ordering=rating&page=1&page_size=5',
    ]);
  });

  it('pages through in the chosen order, and cannot go past either end', async () => {
    const user = renderReviews();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Lowest rating');
    await screen.findByText('Showing 1–5 of 12, lowest rating first');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11–12 of 12, lowest rating first');
    expect(titles()).toEqual(pageOf('rating', 3).results.map((r) => r.title));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 2 of 3');
    expect(asked.at(-1)).toBe('ordering=rating&page=2&page_size=5');
  });

  it('says when a page cannot be read and tries again', async () => {
    const user = userEvent.setup();
    server.use(http.get(url('/api/products/3/reviews/'), () => HttpResponse.json({}, { status: 503 }), { once: true }));
    render(<ReviewsBrowser productId={3} first={pageOf('-created_at', 1)} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('We could not load these reviews.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Showing 6–10 of 12, newest first');
  });

  it('offers no sorting or pages for a single review', () => {
    const one = { count: 1, next: null, previous: null, results: [all[0]] };
    render(<ReviewsBrowser productId={3} first={one} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  });
});
