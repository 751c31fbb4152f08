import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutView } from '@/components/checkout/checkout-view';
import type { ServerCartItem } from '@/lib/types';
import { http, HttpResponse, requestsTo, server, startApi, url } from '@/test/api';
import { renderWithQueries } from '@/test/queries';

const item: ServerCartItem = {
  id: 1,
  quantity: 1,
  product: { id: 7, name: 'Silk Hoops', slug: 'silk-hoops', price: '20.00', image: null },
  product_size_id: null,
  size: null,
  line_total: '20.00',
};
vi.mock('@/context/cart-context', () => ({
  useCart: () => ({ items: [item], totalItems: 1, totalCents: 2000, loading: false, loadCart: vi.fn() }),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

startApi();

const home = {
  id: 4,
  label: 'Home',
  full_name: 'Ada Lovelace',
  phone: '',
  address_line1: '12 Loom St',
  address_line2: '',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'US',
  is_default: true,
};
const studio = {
  ...home,
  id: 9,
  label: 'Studio',
  address_line1: '3 rue des Tisserands',
  city: 'Lyon',
  state: '',
  postal_code: '69001',
  country: 'FR',
  is_default: false,
};
const order = {
  id: 3,
  number: 'FT-2026-000003',
  status: 'pending',
  items: [],
  subtotal: '20.00',
  shipping_fee: '4.90',
  total: '24.90',
  shipping: home,
  payment_method: 'cod',
  created_at: '',
  updated_at: '',
  status_history: [],
};

function renderCheckout(addresses: unknown[]) {
  server.use(
    http.get(url('/api/profile/'), () => HttpResponse.json({ first_name: 'Ada', last_name: 'Lovelace' })),
    http.get(url('/api/addresses/'), () => HttpResponse.json(addresses)),
    http.post(url('/api/orders/'), () => HttpResponse.json(order, { status: 201 })),
  );
  renderWithQueries(<CheckoutView />);
}

const place = () => userEvent.click(screen.getByRole('button', { name: /^Place order · / }));

describe('checkout address picker', () => {
  it('offers the saved addresses with the default chosen, and orders to the one picked by its id', async () => {
    renderCheckout([home, studio]);
    const homeChoice = await screen.findByRole('radio', { name: /Home/ });
    expect(homeChoice).toBeChecked();
    // A saved address needs no typing: the address fields are not shown.
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Studio/ }));
    await place();
    await screen.findByTestId('order-number');
    expect(requestsTo('POST', '/api/orders/')[0].body).toEqual({ address_id: 9, payment_method: 'cod', notes: '' });
  });

  it('a new address saved for next time is checked by the contract, added to the book, then ordered to', async () => {
    renderCheckout([]);
    server.use(http.post(url('/api/addresses/'), () => HttpResponse.json({ ...studio, id: 12 }, { status: 201 })));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    await userEvent.type(screen.getByLabelText('Address'), '3 rue des Tisserands');
    await userEvent.type(screen.getByLabelText('City'), 'Lyon');
    await userEvent.type(screen.getByLabelText('Country'), 'France');
    await userEvent.type(screen.getByLabelText('Postal code'), '6900');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Save this address for next time' }));
    await place();
    // France's postal codes have five digits: refused here, before any call.
    expect(await screen.findByText('Enter a valid postal code for France, e.g. 75001.')).toBeInTheDocument();
    expect(requestsTo('POST', '/api/addresses/')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Postal code'), '1');
    await place();
    await screen.findByTestId('order-number');
    expect(requestsTo('POST', '/api/addresses/')[0].body).toMatchObject({ country: 'FR', postal_code: '69001' });
    expect(requestsTo('POST', '/api/orders/')[0].body).toEqual({ address_id: 12, payment_method: 'cod', notes: '' });
  });

  it('against a backend without an address book, checkout is the typed form as before', async () => {
    renderCheckout([]);
    server.use(http.get(url('/api/addresses/'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace'));
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Save this address for next time' })).not.toBeInTheDocument();
  });
});
