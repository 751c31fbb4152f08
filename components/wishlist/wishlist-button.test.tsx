import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WishlistButton } from '@/components/wishlist/wishlist-button';
import { http, HttpResponse, server, startApi, url } from '@/test/api';
import { renderWithQueries } from '@/test/queries';
import { router } from '@/test/navigation';

const auth = { isAuthenticated: false, isAdmin: false };
vi.mock('@/context/auth-context', () => ({ useAuth: () => auth }));
vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
const toast = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

startApi();
// A shopper's heart is loaded on demand; loaded up front here (see test/api.ts on first imports).
beforeAll(() => import('@/components/wishlist/saved-heart'));

const piece = { id: 7, name: 'Silk Hoops', slug: 'silk-hoops' };
const summary = { ...piece, price: '20.00', category: null, image: null, in_stock: true };

describe('WishlistButton', () => {
  beforeEach(() => {
    auth.isAuthenticated = false;
    auth.isAdmin = false;
    vi.clearAllMocks();
  });

  it('sends a visitor to sign in and back to the piece, saving nothing', async () => {
    renderWithQueries(<WishlistButton product={piece} />);
    const heart = screen.getByRole('button', { name: 'Save Silk Hoops to your wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(router.push).toHaveBeenCalledWith('/login?next=%2Fproducts%2Fsilk-hoops');
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Sign in to save pieces to your wishlist.'));
  });

  it('shows a saved piece as pressed and toggles it off and on for a shopper', async () => {
    auth.isAuthenticated = true;
    const calls: string[] = [];
    server.use(
      http.get(url('/api/wishlist/'), () => HttpResponse.json([{ product: summary, sizes: [], added_at: '' }])),
      http.delete(url('/api/wishlist/7/'), () => {
        calls.push('delete');
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(url('/api/wishlist/'), () => {
        calls.push('post');
        return HttpResponse.json({ product: summary, sizes: [], added_at: '' }, { status: 201 });
      }),
    );
    renderWithQueries(<WishlistButton product={piece} variant="page" />);
    // A shopper's heart is loaded after the visitor's, so it is looked up afresh each time.
    const heart = () => screen.getByRole('button', { name: 'Save to wishlist' });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toEqual(['delete', 'post']);
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('is not shown to admins', () => {
    auth.isAuthenticated = true;
    auth.isAdmin = true;
    server.use(http.get(url('/api/wishlist/'), () => HttpResponse.json([])));
    const { container } = renderWithQueries(<WishlistButton product={piece} />);
    expect(container).toBeEmptyDOMElement();
  });
});
