import { act, render, screen, waitFor } from '@testing-library/react';
import { AuthProvider } from '@/context/auth-context';
import { CartProvider, useCart, type CartContextValue } from '@/context/cart-context';
import type { ProductSummary } from '@/lib/types';
import { answer, http, HttpResponse, requests, requestsTo, server, startApi, url } from '@/test/api';
import { validToken } from '@/test/jwt';
import { router, setPath } from '@/test/navigation';
import { flush } from '@/test/render-auth';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

const product: ProductSummary = {
  id: 11,
  name: 'Linen hoops',
  slug: 'linen-hoops',
  price: '24.00',
  category: null,
  image: null,
  in_stock: true,
};
const line = (id: number, productId: number, quantity: number, price = '10.00') => ({
  id,
  quantity,
  product: { id: productId, name: `P${productId}`, slug: `p${productId}`, price, image: null },
  product_size_id: null,
  size: null,
  line_total: '0.00',
});
const serverCart = (...items: ReturnType<typeof line>[]) => ({
  id: 1,
  items,
  total_items: items.length,
  total_amount: '0.00',
});

let cart: () => CartContextValue;
function renderCart() {
  function Probe() {
    const value = useCart();
    cart = () => value;
    return (
      <div>
        <p data-testid="items">{value.items.map((i) => `${i.id}x${i.quantity ?? 1}`).join(',')}</p>
        <p data-testid="totals">{`${value.totalItems}/${value.totalAmount}`}</p>
        <p data-testid="error">{value.error ?? ''}</p>
        <p data-testid="loading">{String(value.loading)}</p>
      </div>
    );
  }
  render(
    <AuthProvider>
      <CartProvider>
        <Probe />
      </CartProvider>
    </AuthProvider>,
  );
}
const shown = (id: string) => screen.getByTestId(id).textContent;
const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? 'null');
const signIn = () => {
  localStorage.setItem('access_token', validToken());
  localStorage.setItem('refresh_token', 'r1');
  localStorage.setItem('role', 'customer');
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  router.replace.mockClear();
  setPath('/cart');
});
afterEach(async () => {
  await flush(300);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the local cart (§3, §4, §5)', () => {
  it('§4 §5 each local add appends the whole product with quantity 1 and the size, rewriting cart (no duplicate check)', async () => {
    renderCart();
    await act(async () => cart().addToCart(product, 5));
    expect(storedCart().items).toEqual([{ ...product, quantity: 1, product_size_id: 5 }]);
    await act(async () => cart().addToCart(product, 5));
    expect(storedCart().items).toHaveLength(2);
    expect(shown('items')).toBe('11x1,11x1');
    expect(shown('totals')).toBe('2/48');
    expect(requests).toHaveLength(0);
  });

  it('§4 local updates, removals and clearing rewrite the stored cart', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        items: [
          { ...product, quantity: 1 },
          { ...product, id: 12, quantity: 1 },
        ],
      }),
    );
    renderCart();
    await waitFor(() => expect(shown('items')).toBe('11x1,12x1'));
    await act(async () => cart().updateQuantity(11, 3));
    expect(storedCart().items[0].quantity).toBe(3);
    await act(async () => cart().removeFromCart(12));
    expect(storedCart().items.map((i: { id: number }) => i.id)).toEqual([11]);
    await act(async () => cart().clearCart());
    expect(storedCart().items).toEqual([]);
    expect(shown('items')).toBe('');
  });

  it('§5 a quantity below 1 is ignored', async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...product, quantity: 2 }] }));
    renderCart();
    await waitFor(() => expect(shown('items')).toBe('11x2'));
    await act(async () => cart().updateQuantity(11, 0));
    await act(async () => cart().updateQuantity(11, -1));
    expect(storedCart().items[0].quantity).toBe(2);
  });

  it("§4 another tab's change to the local cart is shown while signed out", async () => {
    renderCart();
    await waitFor(() => expect(shown('items')).toBe(''));
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...product, quantity: 2 }], sync_id: 'other-tab' }));
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'cart' })));
    expect(shown('items')).toBe('11x2');
  });

  it('§5 a stored cart without an items array shows as empty', async () => {
    localStorage.setItem('cart', '"broken"');
    renderCart();
    await waitFor(() => expect(shown('totals')).toBe('0/0'));
  });
});

describe('the server cart (§7)', () => {
  it('§7 signed in, GET /api/cart/ is the cart and totals use the nested product price', async () => {
    signIn();
    answer('get', '/api/cart/', serverCart(line(1, 11, 2, '12.50'), line(2, 12, 1, '5.00')));
    renderCart();
    await waitFor(() => expect(shown('items')).toBe('1x2,2x1'));
    expect(shown('totals')).toBe('3/30');
  });

  it('§7 adding POSTs product_id, quantity 1 and product_size_id, then reloads the cart', async () => {
    signIn();
    answer('get', '/api/cart/', serverCart());
    answer('post', '/api/cart/', { detail: 'Added', item: line(1, 11, 1) }, 201);
    renderCart();
    await waitFor(() => expect(requestsTo('get', '/api/cart/')).toHaveLength(1));
    answer('get', '/api/cart/', serverCart(line(1, 11, 1)));
    await act(async () => cart().addToCart(product, 3));
    expect(requestsTo('post', '/api/cart/')[0].body).toEqual({ product_id: 11, quantity: 1, product_size_id: 3 });
    expect(requestsTo('get', '/api/cart/')).toHaveLength(2);
    expect(shown('items')).toBe('1x1');
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('§5 update finds the line by item id or by product id and PATCHes quantity and product_size_id', async () => {
    signIn();
    answer('get', '/api/cart/', serverCart(line(1, 11, 1)));
    answer('patch', '/api/cart/items/1/', { detail: 'Updated', cart: serverCart(line(1, 11, 4)) });
    renderCart();
    await waitFor(() => expect(shown('items')).toBe('1x1'));
    await act(async () => cart().updateQuantity(11, 4, 6));
    expect(requestsTo('patch', '/api/cart/items/1/')[0].body).toEqual({ quantity: 4, product_size_id: 6 });
    expect(shown('items')).toBe('1x4');
    await act(async () => cart().updateQuantity(1, 2));
    expect(requestsTo('patch', '/api/cart/items/1/')[1].body).toEqual({ quantity: 2, product_size_id: null });
  });

  it('§5 update and removal do nothing when no line matches, and below 1 sends nothing', async () => {
    signIn();
    answer('get', '/api/cart/', serverCart(line(1, 11, 1)));
    renderCart();
    await waitFor(() => expect(shown('items')).toBe('1x1'));
    await act(async () => cart().updateQuantity(99, 2));
    await act(async () => cart().removeFromCart(99));
    await act(async () => cart().updateQuantity(1, 0));
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('§7 DELETE /api/cart/items/{id}/ and DELETE /api/cart/ replace the cart with the answer', async () => {
    signIn();
    answer('get', '/api/cart/', serverCart(line(1, 11, 1), line(2, 12, 1)));
    answer('delete', '/api/cart/items/2/', { detail: 'Removed', cart: serverCart(line(1, 11, 1)) });
    answer('delete', '/api/cart/', { detail: 'Cleared', cart: serverCart() });
    renderCart();
    await waitFor(() => expect(shown('items')).toBe('1x1,2x1'));
    await act(async () => cart().removeFromCart(12));
    expect(shown('items')).toBe('1x1');
    await act(async () => cart().clearCart());
    expect(requestsTo('delete', '/api/cart/')).toHaveLength(1);
    expect(shown('items')).toBe('');
  });

  it('§8 failures show "Failed to load cart", "Failed to update item quantity", "Failed to remove item from cart", "Failed to clear cart"', async () => {
    signIn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer('get', '/api/cart/', { detail: 'boom' }, 500);
    renderCart();
    await waitFor(() => expect(shown('error')).toBe('Failed to load cart'));
    answer('get', '/api/cart/', serverCart(line(1, 11, 1)));
    await act(async () => cart().loadCart());
    expect(shown('error')).toBe('');
    answer('patch', '/api/cart/items/1/', { quantity: ['Only 1 left in stock.'] }, 400);
    await act(async () => cart().updateQuantity(1, 5));
    expect(shown('error')).toBe('Failed to update item quantity');
    answer('delete', '/api/cart/items/1/', { detail: 'boom' }, 500);
    await act(async () => cart().removeFromCart(1));
    expect(shown('error')).toBe('Failed to remove item from cart');
    answer('delete', '/api/cart/', { detail: 'boom' }, 500);
    await act(async () => cart().clearCart());
    expect(shown('error')).toBe('Failed to clear cart');
  });

  it('§4 the loading flag is set while the cart loads', async () => {
    signIn();
    // The gate exists before the request does: the answer may be asked for only after loading shows (a CORS
    // preflight goes first).
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(url('/api/cart/'), async () => {
        await gate;
        return HttpResponse.json(serverCart());
      }),
    );
    renderCart();
    await waitFor(() => expect(shown('loading')).toBe('true'));
    act(() => release());
    await waitFor(() => expect(shown('loading')).toBe('false'));
  });

  it('§4 §8 when a server call fails for an authentication reason, the cart falls back to local', async () => {
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer('get', '/api/cart/', { detail: 'Given token not valid for any token type', code: 'token_not_valid' }, 401);
    answer('post', '/api/cart/', { detail: 'Given token not valid for any token type', code: 'token_not_valid' }, 401);
    answer('post', '/api/refresh/', { detail: 'Token is blacklisted', code: 'token_not_valid' }, 401);
    renderCart();
    await act(async () => cart().addToCart(product, null));
    expect(storedCart().items).toEqual([{ ...product, quantity: 1, product_size_id: null }]);
    expect(shown('items')).toBe('11x1');
    expect(localStorage.getItem('access_token')).toBeNull();
    await flush(100);
    expect(router.replace).toHaveBeenCalledWith('/login');
  });
});

describe('sync and reloads (§4, §5, §9)', () => {
  const localItems = [{ ...product, quantity: 1, product_size_id: 2 }];

  it('§4 the local cart is synced 200 ms after the user becomes logged in, then removed and replaced by the server cart', async () => {
    localStorage.setItem('cart', JSON.stringify({ items: localItems, sync_id: 'sync-1' }));
    answer('get', '/api/cart/', serverCart());
    answer('post', '/api/cart/sync/', { detail: 'Synced', cart: serverCart(line(7, 11, 1, '24.00')), skipped: [] });
    renderCart();
    await flush(0);
    signIn();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' })));
    // The fake clock also follows real time a little (shouldAdvanceTime), so the check keeps a margin.
    await flush(150);
    expect(requestsTo('post', '/api/cart/sync/')).toHaveLength(0);
    await flush(50);
    await waitFor(() => expect(requestsTo('post', '/api/cart/sync/')).toHaveLength(1));
    expect(requestsTo('post', '/api/cart/sync/')[0].body).toEqual({ items: localItems, sync_id: 'sync-1' });
    await waitFor(() => expect(shown('items')).toBe('7x1'));
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('§4 a sync repeated from several triggers sends the local cart once', async () => {
    signIn();
    localStorage.setItem('cart', JSON.stringify({ items: localItems, sync_id: 'sync-2' }));
    answer('get', '/api/cart/', serverCart());
    answer('post', '/api/cart/sync/', { detail: 'Synced', cart: serverCart(line(7, 11, 1)), skipped: [] });
    renderCart();
    await act(async () => {
      await Promise.all([cart().syncCart(), cart().syncCart(), vi.advanceTimersByTimeAsync(250)]);
    });
    expect(requestsTo('post', '/api/cart/sync/')).toHaveLength(1);
  });

  it('§5 sync is skipped when not logged in or when the local cart is empty', async () => {
    localStorage.setItem('cart', JSON.stringify({ items: localItems }));
    renderCart();
    await act(async () => cart().syncCart());
    localStorage.removeItem('cart');
    signIn();
    answer('get', '/api/cart/', serverCart());
    await act(async () => cart().syncCart());
    await flush(300);
    expect(requestsTo('post', '/api/cart/sync/')).toHaveLength(0);
  });

  it('§8 a failed sync shows "Failed to sync cart" and keeps the local cart', async () => {
    signIn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('cart', JSON.stringify({ items: localItems, sync_id: 's' }));
    answer('get', '/api/cart/', serverCart());
    answer('post', '/api/cart/sync/', { detail: 'boom' }, 500);
    renderCart();
    await act(async () => cart().syncCart());
    expect(shown('error')).toBe('Failed to sync cart');
    expect(storedCart().items).toEqual(localItems);
  });

  it('§4 the cart is reloaded 100 ms after a userLogin event', async () => {
    signIn();
    answer('get', '/api/cart/', serverCart());
    renderCart();
    await waitFor(() => expect(requestsTo('get', '/api/cart/')).toHaveLength(1));
    act(() => void window.dispatchEvent(new CustomEvent('userLogin', { detail: {} })));
    await flush(70);
    expect(requestsTo('get', '/api/cart/')).toHaveLength(1);
    await flush(30);
    await waitFor(() => expect(requestsTo('get', '/api/cart/')).toHaveLength(2));
  });

  it('§4 a forceCartRefresh event reloads the cart', async () => {
    signIn();
    answer('get', '/api/cart/', serverCart());
    renderCart();
    await waitFor(() => expect(requestsTo('get', '/api/cart/')).toHaveLength(1));
    answer('get', '/api/cart/', serverCart(line(3, 11, 2)));
    act(() => void window.dispatchEvent(new Event('forceCartRefresh')));
    await waitFor(() => expect(shown('items')).toBe('3x2'));
  });
});

describe('personalized lines (§30.1)', () => {
  const question = { id: 7, label: 'Initials', kind: 'text' as const, required: true, max_length: 3, choices: [] };
  const asks = { ...product, id: 21, personalization: [question] } as unknown as ProductSummary;
  const answered = (initials: string) => ({
    answers: { '7': initials },
    lines: [{ label: 'Initials', answer: initials }],
  });

  it('§30.1 a local line keeps its answers; the same piece with other answers is a line of its own', async () => {
    renderCart();
    await act(async () => cart().addToCart(asks, null, answered('AB')));
    await act(async () => cart().addToCart(asks, null, answered('CD')));
    const stored = storedCart().items;
    expect(stored.map((i: { personalization: unknown }) => i.personalization)).toEqual([{ '7': 'AB' }, { '7': 'CD' }]);
    expect(stored[1].personalization_lines).toEqual([{ label: 'Initials', answer: 'CD' }]);

    // A line is found by its piece and its answers: the other line is left as it is.
    await act(async () => cart().updateQuantity(21, 3, null, JSON.stringify({ '7': 'CD' })));
    expect(storedCart().items.map((i: { quantity: number }) => i.quantity)).toEqual([1, 3]);
    await act(async () => cart().removeFromCart(21, JSON.stringify({ '7': 'AB' })));
    expect(storedCart().items.map((i: { personalization: unknown }) => i.personalization)).toEqual([{ '7': 'CD' }]);
  });

  it('§30.1 a product that asks questions never stores its questions as the answers the sync sends', async () => {
    renderCart();
    await act(async () => cart().addToCart(asks, null));
    expect(storedCart().items[0]).not.toHaveProperty('personalization');
  });

  it('§30.1 signed in, the answers travel with POST /api/cart/; without answers the body is the spec’s', async () => {
    signIn();
    answer('get', '/api/cart/', serverCart());
    answer('post', '/api/cart/', { detail: 'Added', item: line(1, 21, 1) }, 201);
    renderCart();
    await waitFor(() => expect(requestsTo('get', '/api/cart/')).toHaveLength(1));
    await act(async () => cart().addToCart(asks, null, answered('AB')));
    await act(async () => cart().addToCart(product, null, { answers: {}, lines: [] }));
    expect(requestsTo('post', '/api/cart/').map((r) => r.body)).toEqual([
      { product_id: 21, quantity: 1, product_size_id: null, personalization: { '7': 'AB' } },
      { product_id: 11, quantity: 1, product_size_id: null },
    ]);
  });

  it('§30.1 the Sync Cart carries each local line’s answers', async () => {
    renderCart();
    await act(async () => cart().addToCart(asks, null, answered('AB')));
    answer('get', '/api/cart/', serverCart());
    answer('post', '/api/cart/sync/', { detail: 'Synced', cart: serverCart(line(7, 21, 1)), skipped: [] });
    signIn();
    await act(async () => cart().syncCart());
    const [sync] = requestsTo('post', '/api/cart/sync/');
    expect((sync.body as { items: { personalization: unknown }[] }).items[0].personalization).toEqual({ '7': 'AB' });
  });
});
