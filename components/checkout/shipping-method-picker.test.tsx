import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutView } from '@/components/checkout/checkout-view';
import { ShopConfigProvider } from '@/context/shop-config';
import { readShopConfig } from '@/lib/api/shop-config';
import { ALL_FEATURES } from '@/test/shop-config';
import type { ServerCartItem } from '@/lib/types';
import { http, HttpResponse, server, startApi, url } from '@/test/api';
import { renderWithQueries } from '@/test/queries';

const item: ServerCartItem = {
  id: 1,
  quantity: 2,
  product: { id: 7, name: 'Silk Hoops', slug: 'silk-hoops', price: '20.00', image: null },
  product_size_id: null,
  size: null,
  line_total: '40.00',
};
vi.mock('@/context/cart-context', () => ({
  useCart: () => ({ items: [item], totalItems: 2, totalCents: 4000, loading: false, error: null, loadCart: vi.fn() }),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

startApi();

const profile = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '',
  address_line1: 'Webergasse 3',
  address_line2: '',
  city: 'Berlin',
  state: '',
  postal_code: '10115',
  country: 'Germany',
};
const options = [
  {
    id: 1,
    name: 'Standard',
    description: '',
    estimate: '3–6 working days',
    price: '4.90',
    free_from: '50.00',
    fee: '4.90',
  },
  {
    id: 2,
    name: 'Express',
    description: 'Signed for.',
    estimate: '1–2 working days',
    price: '15.00',
    free_from: null,
    fee: '15.00',
  },
];
/** The API's quote for 40.00 of goods to Germany with tax added: 19 % on the goods and on shipping. */
const estimate = (methodId: number) => {
  const fee = methodId === 2 ? 1500 : 490;
  const tax = 760 + Math.round(fee * 0.19);
  return {
    country: 'DE',
    shipping_method_id: methodId,
    shipping_fee: (fee / 100).toFixed(2),
    tax_total: (tax / 100).toFixed(2),
    tax_lines: [{ name: 'VAT', rate: '19', amount: (tax / 100).toFixed(2) }],
    prices_include_tax: false,
    order_total: ((4000 + fee + tax) / 100).toFixed(2),
  };
};

const placedOrder = {
  id: 3,
  number: 'FT-2026-000003',
  status: 'pending',
  items: [],
  subtotal: '40.00',
  shipping_fee: '15.00',
  total: '65.45',
  shipping: { ...profile, full_name: 'Ada Lovelace' },
  payment_method: 'cod',
  shipping_method: { id: 2, name: 'Express' },
  tax_total: '10.45',
  tax_lines: [{ name: 'VAT', rate: '19', amount: '10.45' }],
  prices_include_tax: false,
  created_at: '',
  updated_at: '',
  status_history: [],
};

function answers(quote: boolean) {
  const placed: Record<string, unknown>[] = [];
  server.use(
    http.get(url('/api/profile/'), () => HttpResponse.json(profile)),
    http.get(url('/api/cart/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const base = { id: 1, items: [item], total_items: 2, total_amount: '40.00' };
      if (!quote || !query.get('country')) return HttpResponse.json(base);
      const method = Number(query.get('shipping_method_id') ?? 1);
      return HttpResponse.json({ ...base, shipping_options: options, tax_estimate: estimate(method) });
    }),
    http.post(url('/api/orders/'), async ({ request }) => {
      placed.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(placedOrder, { status: 201 });
    }),
  );
  return placed;
}

function renderCheckout() {
  const config = readShopConfig({
    currency: 'USD',
    payment_methods: ['cod'],
    free_shipping_from: '50.00',
    shipping_fee: '4.90',
    password_min_length: 8,
    features: ALL_FEATURES,
  });
  return renderWithQueries(
    <ShopConfigProvider config={config}>
      <CheckoutView />
    </ShopConfigProvider>,
  );
}

// The quote is read again as the country and the method change: slower than a single answer on a busy machine.
describe('§21 the checkout’s shipping method', { timeout: 30_000 }, () => {
  it('lists the methods for the typed country; choosing Express shows its fee, the VAT and the total, and is sent', async () => {
    const placed = answers(true);
    renderCheckout();
    const group = await screen.findByRole('group', { name: 'Shipping method' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: /Standard/ })).toBeChecked());
    await userEvent.click(within(group).getByRole('radio', { name: /Express/ }));
    await waitFor(() => expect(screen.getByText('Shipping (Express)')).toBeInTheDocument());
    // 40.00 + 15.00 + VAT (7.60 + 2.85) = 65.45
    await waitFor(() => expect(screen.getByTestId('total-amount')).toHaveTextContent('$65.45'));
    expect(screen.getByTestId('tax-row')).toHaveTextContent('VAT 19 %$10.45');
    await userEvent.click(screen.getByRole('button', { name: /^Place order · / }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(placed[0]).toMatchObject({ shipping_method_id: 2, shipping: { country: 'Germany' } });
  });

  it('against a backend without shipping methods nothing shows and no method is sent', async () => {
    const placed = answers(false);
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Berlin'));
    await userEvent.click(screen.getByRole('button', { name: /^Place order · / }));
    await waitFor(() => expect(placed).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Shipping method' })).not.toBeInTheDocument();
    expect(placed[0]).not.toHaveProperty('shipping_method_id');
  });
});
