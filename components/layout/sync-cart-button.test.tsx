import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SyncCartButton } from '@/components/layout/sync-cart-button';
import { writeLocalCart } from '@/lib/cart/local-cart';
import { answer, requestsTo, startApi } from '@/test/api';
import { setPath } from '@/test/navigation';
import { flush } from '@/test/render-auth';
import { renderWithProviders, shopper, storeSession } from '@/test/render-shell';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

const item = { id: 11, name: 'Hoops', price: '24.00', quantity: 1, product_size_id: null };
const emptyCart = { id: 1, items: [] };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  setPath('/products');
});
afterEach(async () => {
  await flush(600);
  vi.useRealTimers();
});

describe('Sync Cart button (§2)', () => {
  it('§2 is hidden when signed out, even with a local cart', async () => {
    writeLocalCart([item]);
    renderWithProviders(<SyncCartButton />);
    await flush(0);
    expect(screen.queryByRole('button', { name: 'Sync Cart' })).not.toBeInTheDocument();
  });

  it('§2 is hidden when signed in without local items', async () => {
    storeSession(shopper);
    answer('get', '/api/cart/', emptyCart);
    renderWithProviders(<SyncCartButton />);
    await flush(0);
    expect(screen.queryByRole('button', { name: 'Sync Cart' })).not.toBeInTheDocument();
  });

  it('§2 appears when signed in with local items, pushes them, then refreshes the cart after 500 ms', async () => {
    storeSession(shopper);
    answer('get', '/api/cart/', emptyCart);
    // The automatic post-login sync fails, so the local cart stays and the button is needed.
    answer('post', '/api/cart/sync/', { detail: 'down' }, 503);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeLocalCart([item]);
    renderWithProviders(<SyncCartButton />);
    await flush(300);
    const button = await screen.findByRole('button', { name: 'Sync Cart' });
    expect(button.className).toMatch(/fixed/);
    expect(button.className).toMatch(/right-4/);
    expect(button.className).toMatch(/bottom-4/);

    answer('post', '/api/cart/sync/', {
      detail: 'ok',
      cart: { id: 1, items: [{ id: 5, quantity: 1, product: { id: 11, price: '24.00' } }] },
      skipped: [],
    });
    const before = requestsTo('get', '/api/cart/').length;
    await userEvent.click(button);
    await waitFor(() => expect(requestsTo('post', '/api/cart/sync/').at(-1)?.body).toMatchObject({ items: [item] }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sync Cart' })).not.toBeInTheDocument());
    expect(localStorage.getItem('cart')).toBeNull();
    await flush(400);
    expect(requestsTo('get', '/api/cart/')).toHaveLength(before);
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    await waitFor(() => expect(requestsTo('get', '/api/cart/')).toHaveLength(before + 1));
  });
});
