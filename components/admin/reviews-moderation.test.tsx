import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewsModeration } from '@/components/admin/reviews-moderation';
import type { AdminReview } from '@/lib/api/reviews';
import { http, HttpResponse, requestsTo, server, startApi, url } from '@/test/api';
import { renderWithQueries } from '@/test/queries';
import { STOCK_CONFIG } from '@/test/shop-config';

beforeAll(() => import('@/lib/api/reviews'));
vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
startApi();

const pending: AdminReview = {
  id: 9,
  rating: 2,
  title: 'Frayed edge',
  body: 'The hem came loose.',
  fit: null,
  photos: [],
  author: 'Ana K.',
  verified: true,
  created_at: '2026-10-02T10:00:00Z',
  reply: null,
  status: 'pending',
  product_id: 3,
  order_item_id: 11,
  product_name: 'Silk wrap',
  product_image: '/media/products/silk-wrap-1.webp',
  customer_email: 'ana@example.test',
};
const page = (results: AdminReview[]) => ({ count: results.length, next: null, previous: null, results });

/** The queue as the API holds it: a PATCH moves the review to its new status. */
function serveQueue() {
  let review = pending;
  server.use(
    http.get(url('/api/admin/reviews/'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json(page(review.status === status ? [review] : []));
    }),
    http.patch(url('/api/admin/reviews/9/'), async ({ request }) => {
      review = { ...review, ...((await request.json()) as Partial<AdminReview>) };
      return HttpResponse.json(review);
    }),
  );
}

describe('§27.3 the owner moderates reviews', () => {
  it('publishes a pending review: it leaves the pending tab and shows under published', async () => {
    serveQueue();
    const user = userEvent.setup();
    renderWithQueries(<ReviewsModeration />);
    const card = await screen.findByRole('region', { name: 'Frayed edge' }, { timeout: 10_000 });
    expect(within(card).getByText('Silk wrap')).toBeInTheDocument();
    // The product's thumbnail beside its name, as every console list that shows products has it (§29).
    const thumbnail = within(within(card).getByText('Silk wrap')).getByTestId('thumbnail');
    expect(thumbnail.querySelector('img')?.getAttribute('src')).toContain(encodeURIComponent('silk-wrap-1.webp'));
    expect(within(card).getByText('Ana K.').parentElement).toHaveTextContent(/^Ana K\. · ana@example\.test · /);
    await user.click(within(card).getByRole('button', { name: 'Publish the review by Ana K.' }));
    expect(await screen.findByText('No pending reviews.')).toBeInTheDocument();
    expect(requestsTo('patch', '/api/admin/reviews/9/')[0].body).toEqual({ status: 'published' });
    await user.click(screen.getByRole('button', { name: 'Published' }));
    const published = await screen.findByRole('region', { name: 'Frayed edge' });
    expect(within(published).queryByRole('button', { name: /Publish the review/ })).toBeNull();
    expect(within(published).getByRole('button', { name: 'Reject the review by Ana K.' })).toBeInTheDocument();
  });

  it('sends the public reply, and an empty one removes it', async () => {
    serveQueue();
    const user = userEvent.setup();
    renderWithQueries(<ReviewsModeration />);
    const card = await screen.findByRole('region', { name: 'Frayed edge' }, { timeout: 10_000 });
    await user.type(within(card).getByLabelText('Public reply'), ' Sorry — a new one is on its way. ');
    await user.click(within(card).getByRole('button', { name: 'Save reply' }));
    await vi.waitFor(() => expect(requestsTo('patch', '/api/admin/reviews/9/')).toHaveLength(1));
    expect(requestsTo('patch', '/api/admin/reviews/9/')[0].body).toEqual({ reply: 'Sorry — a new one is on its way.' });
    await user.clear(within(card).getByLabelText('Public reply'));
    await user.click(within(card).getByRole('button', { name: 'Save reply' }));
    await vi.waitFor(() => expect(requestsTo('patch', '/api/admin/reviews/9/')).toHaveLength(2));
    expect(requestsTo('patch', '/api/admin/reviews/9/')[1].body).toEqual({ reply: null });
  });

  it('asks nothing of a backend that does not list reviews (a stock one)', () => {
    renderWithQueries(<ReviewsModeration />, STOCK_CONFIG);
    expect(screen.getByText('This shop takes no reviews.')).toBeInTheDocument();
    expect(requestsTo('get', '/api/admin/reviews/')).toHaveLength(0);
  });
});
