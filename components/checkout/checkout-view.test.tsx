import { screen, waitFor } from '@testing-library/react';
import { ShopConfigProvider } from '@/context/shop-config';
import { readShopConfig } from '@/lib/api/shop-config';
import { ALL_FEATURES } from '@/test/shop-config';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutView } from '@/components/checkout/checkout-view';
import type { Order, ServerCartItem } from '@/lib/types';
import { http, HttpResponse, server, startApi, url } from '@/test/api';
import { renderWithQueries } from '@/test/queries';

const loadCart = vi.fn(async () => {});
const item: ServerCartItem = {
  id: 1,
  quantity: 2,
  product: { id: 7, name: 'Silk Hoops', slug: 'silk-hoops', price: '20.00', image: null },
  product_size_id: null,
  size: null,
  line_total: '40.00',
};
vi.mock('@/context/cart-context', () => ({
  useCart: () => ({
    items: [item],
    totalItems: 2,
    totalAmount: 40,
    totalCents: 4000,
    loading: false,
    error: null,
    loadCart,
  }),
}));

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

startApi();

const profile = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '+44 1',
  address_line1: '12 Loom St',
  address_line2: '',
  city: 'London',
  state: '',
  postal_code: 'N1 9GU',
  country: 'UK',
};
const order = {
  id: 3,
  number: 'FT-2026-000003',
  status: 'pending',
  items: [],
  subtotal: '40.00',
  shipping_fee: '4.90',
  total: '44.90',
  shipping: { ...profile, full_name: 'Ada Lovelace' },
  payment_method: 'cod',
  created_at: '',
  updated_at: '',
  status_history: [],
} as unknown as Order;

/** Answers POST /api/orders/ with the given responses in turn and records each Idempotency-Key. */
function ordersAnswer(...responses: (() => Response)[]) {
  const keys: (string | null)[] = [];
  server.use(
    http.get(url('/api/profile/'), () => HttpResponse.json(profile)),
    http.post(url('/api/orders/'), ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
      return (responses[keys.length - 1] ?? responses[responses.length - 1])();
    }),
  );
  return keys;
}

/** The checkout with the shop's GET /api/config/ answer: free shipping from 50.00, else 4.90. */
function renderCheckout(extra: Record<string, unknown> = {}) {
  const config = readShopConfig({
    currency: 'USD',
    payment_methods: ['cod'],
    free_shipping_from: '50.00',
    shipping_fee: '4.90',
    password_min_length: 8,
    features: ALL_FEATURES,
    ...extra,
  });
  return renderWithQueries(
    <ShopConfigProvider config={config}>
      <CheckoutView />
    </ShopConfigProvider>,
  );
}

async function placeOrder() {
  await userEvent.click(screen.getByRole('button', { name: /^Place order · / }));
}

describe('checkout', () => {
  it('prefills from the profile, estimates shipping, and confirms with the API figures', async () => {
    ordersAnswer(() => HttpResponse.json(order, { status: 201 }));
    const refreshed = vi.fn();
    window.addEventListener('forceCartRefresh', refreshed);
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    expect(screen.getByLabelText('City')).toHaveValue('London');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('$44.90'); // 40.00 + 4.90 below the free-shipping line
    expect(screen.getByRole('button', { name: 'Place order · $44.90' })).toBeInTheDocument();
    // On a phone the summary waits collapsed at the top, naming the same total.
    expect(screen.getByText('Show order summary').closest('summary')).toHaveTextContent('Show order summary$44.90');
    await placeOrder();
    expect(await screen.findByTestId('order-number')).toHaveTextContent('FT-2026-000003');
    expect(refreshed).toHaveBeenCalledTimes(1);
  });

  it('reuses the Idempotency-Key when retrying after a lost answer', async () => {
    const keys = ordersAnswer(
      () => HttpResponse.error(),
      () => HttpResponse.json(order, { status: 201 }),
    );
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    await placeOrder();
    await waitFor(() => expect(keys).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Place order · / })).toBeEnabled());
    await placeOrder();
    expect(await screen.findByTestId('order-number')).toBeInTheDocument();
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows server field errors at their fields and starts a new attempt after a refusal', async () => {
    const keys = ordersAnswer(
      () => HttpResponse.json({ 'shipping.postal_code': ['Enter a valid postal code.'] }, { status: 400 }),
      () => HttpResponse.json(order, { status: 201 }),
    );
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    await placeOrder();
    const postal = screen.getByLabelText('Postal code');
    await waitFor(() => expect(postal).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Enter a valid postal code.')).toBeInTheDocument();
    await userEvent.clear(postal);
    await userEvent.type(postal, 'N1 9GU');
    await placeOrder();
    expect(await screen.findByTestId('order-number')).toBeInTheDocument();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('says clearly when stock ran out and keeps what was typed', async () => {
    ordersAnswer(() =>
      HttpResponse.json({ detail: 'Only 1 of Silk Hoops is left.', code: 'out_of_stock' }, { status: 409 }),
    );
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    await userEvent.type(screen.getByLabelText('Notes for the maker (optional)'), 'Gift wrap please');
    await placeOrder();
    expect(await screen.findByText('Some pieces have just sold out')).toBeInTheDocument();
    expect(screen.getByText('Only 1 of Silk Hoops is left.')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes for the maker (optional)')).toHaveValue('Gift wrap please');
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(loadCart).toHaveBeenCalled();
  });

  it('refuses a blank address without calling the API and names each missing field', async () => {
    const keys = ordersAnswer(() => HttpResponse.json(order, { status: 201 }));
    server.use(http.get(url('/api/profile/'), () => HttpResponse.json({ ...profile, city: '', phone: '' })));
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    await placeOrder();
    // Only the city: the phone is optional, as the API's shipping schema has it.
    expect(screen.getAllByText('Please fill this in.')).toHaveLength(1);
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
    expect(keys).toHaveLength(0);
  });

  it('§30.3 a gift: message with its counter, gift wrap at the shop’s fee as its own line in the total, no prices', async () => {
    const bodies: unknown[] = [];
    ordersAnswer(() => HttpResponse.json({ ...order, total: '48.90', gift_wrap: '4.00' }, { status: 201 }));
    server.use(
      http.post(url('/api/orders/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            ...order,
            total: '48.90',
            gift_wrap: '4.00',
            gift: { message: 'Happy birthday!', wrap: true, hide_prices: true },
          },
          { status: 201 },
        );
      }),
    );
    renderCheckout({ gift_wrap_fee: '4.00' });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    expect(screen.queryByLabelText(/Gift message/)).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'This is a gift' }));
    await userEvent.type(screen.getByLabelText(/Gift message/), 'Happy birthday!');
    expect(screen.getByText('15/300')).toBeInTheDocument();
    expect(screen.getByLabelText(/Gift message/)).toHaveAttribute('maxlength', '300');
    expect(screen.queryByTestId('gift-wrap-row')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /Gift wrap/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Hide prices on the packing slip/ }));
    expect(screen.getAllByTestId('gift-wrap-row')[0]).toHaveTextContent('Gift wrap$4.00');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('$48.90');
    await placeOrder();
    expect(await screen.findByTestId('order-number')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ gift: { message: 'Happy birthday!', wrap: true, hide_prices: true } });
    // The confirmation shows the order's own gift and wrap line.
    expect(screen.getByTestId('gift-note')).toHaveTextContent('Happy birthday!');
    expect(screen.getByTestId('gift-wrap-row')).toHaveTextContent('Gift wrap$4.00');
  });

  it('§30.3 a shop that offers no gifts (a stock backend) shows no gift options and sends none', async () => {
    const bodies: unknown[] = [];
    ordersAnswer(() => HttpResponse.json(order, { status: 201 }));
    server.use(
      http.post(url('/api/orders/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(order, { status: 201 });
      }),
    );
    renderCheckout({ features: { ...ALL_FEATURES, gifts: false } });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    expect(screen.queryByTestId('gift-options')).toBeNull();
    await placeOrder();
    await screen.findByTestId('order-number');
    expect(bodies[0]).not.toHaveProperty('gift');
  });
});
