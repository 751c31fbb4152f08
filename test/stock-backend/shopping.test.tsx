import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { AddToCart } from '@/components/product/add-to-cart';
import { NavSearch } from '@/components/search/nav-search';
import { WishlistButton } from '@/components/wishlist/wishlist-button';
import { getFabrics } from '@/lib/api/fabrics';
import { getShopConfig } from '@/lib/api/shop-config';
import { STOCK_FEATURES } from '@/lib/shop-config';
import type { Product, ServerCartItem } from '@/lib/types';
import { requestsTo, startApi } from '@/test/api';
import { setPath } from '@/test/navigation';
import { renderWithQueries } from '@/test/queries';
import { STOCK_CONFIG, WithShopConfig } from '@/test/shop-config';
import { answerAsStockBackend, newerCalls, signInAsAda } from '@/test/stock-backend/handlers';

// Shopping against a stock DRF + SimpleJWT backend: the catalog's pieces without the newer features, and checkout
// with the older contract's order (typed address, pay on delivery), asking no newer call.

const cart = { items: [] as ServerCartItem[] };
vi.mock('@/context/cart-context', () => ({
  useCart: () => ({
    cart: null,
    items: cart.items,
    totalItems: cart.items.reduce((n, i) => n + i.quantity, 0),
    totalCents: cart.items.reduce((n, i) => n + Math.round(Number(i.line_total) * 100), 0),
    loading: false,
    error: null,
    loadCart: async () => {},
    addToCart: vi.fn(),
  }),
}));
vi.mock('@/context/auth-context', () => ({
  useAuth: () => ({ isAuthenticated: true, isAdmin: false, user: { id: 1, username: 'ada' }, loading: false }),
}));
vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

beforeEach(() => localStorage.clear());

const hoops = {
  id: 11,
  name: 'Ikat Hoops',
  slug: 'ikat-hoops',
  price: '24.00',
  category: { id: 1, name: 'Earrings', slug: 'earrings' },
  image: null,
  in_stock: true,
  description: '',
  images: [],
  sizes: [
    { id: 101, label: 'S', stock: 0 },
    { id: 102, label: 'M', stock: 5 },
  ],
  materials: '',
  care: '',
} as unknown as Product;

describe('shopping against a stock backend', () => {
  it('its missing /api/config/ reads as a shop with no newer feature and no stated shipping rule', async () => {
    answerAsStockBackend();
    const config = await getShopConfig();
    expect(config.known).toBe(false);
    expect(config.features).toEqual(STOCK_FEATURES);
    expect(config.payment_methods).toEqual(['cod']);
  });

  it('the listing asks for no fabrics (the config lists none), so its filters offer none and nothing probes a 404', async () => {
    answerAsStockBackend();
    expect(await getFabrics(await getShopConfig())).toEqual([]);
    expect(newerCalls()).toEqual(['GET /api/config/']);
  });

  it('a product offers no heart and no stock alert; the search box suggests nothing', async () => {
    answerAsStockBackend();
    setPath('/');
    render(
      <WithShopConfig config={STOCK_CONFIG}>
        <WishlistButton product={hoops} />
        <AddToCart product={hoops} price="$24.00" />
        <NavSearch />
      </WithShopConfig>,
    );
    await userEvent.click(await screen.findByRole('radio', { name: /^S.*sold out/ }));
    expect(await screen.findByText('Size S is sold out.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Email me when it's back" })).toBeNull();
    expect(screen.queryByRole('button', { name: /wishlist/i })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'ikat');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(newerCalls()).toEqual([]);
  });

  it('checkout sends the older contract’s order: the typed address, pay on delivery; nothing newer is asked', async () => {
    const stock = answerAsStockBackend();
    const { access } = signInAsAda(stock);
    const [, added] = stock.answer('POST', '/api/cart/', { product_id: 12, quantity: 2 }, `Bearer ${access}`);
    cart.items = [(added as { item: ServerCartItem }).item];
    renderWithQueries(<CheckoutView />, STOCK_CONFIG);
    expect(await screen.findByText('Payment is cash on delivery.')).toBeInTheDocument();
    const user = userEvent.setup();
    // The form starts from the profile (first name Ada), then takes what is typed.
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada'));
    const fill = async (label: string, value: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    };
    await fill('Full name', 'Ada Lovelace');
    await fill('Phone', '+1 555 0100');
    await fill('Country', 'United States');
    await fill('Address', '12 Loom Street');
    await fill('City', 'Portland');
    await fill('State / region', 'OR');
    await fill('Postal code', '97201');
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    expect(await screen.findByTestId('order-number', {}, { timeout: 10_000 })).toHaveTextContent('FT-2026-000001');
    await waitFor(() => expect(requestsTo('POST', '/api/orders/')).toHaveLength(1));
    const body = requestsTo('POST', '/api/orders/')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ payment_method: 'cod', shipping: { full_name: 'Ada Lovelace', city: 'Portland' } });
    expect(body).not.toHaveProperty('address_id');
    expect(body).not.toHaveProperty('shipping_method_id');
    expect(newerCalls()).toEqual([]);
  });
});
