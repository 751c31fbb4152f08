import { screen, within } from '@testing-library/react';
import { OrderConfirmation } from '@/components/checkout/order-confirmation';
import { anOrder, orderItem } from '@/test/orders';
import { renderWithQueries } from '@/test/queries';

// The API's amounts are decimal strings; the confirmation must show them as they are, not as cents.
const placed = anOrder({
  status: 'pending',
  items: [
    orderItem(1, 'Teal Ikat Teardrop Earrings', { price: '16.00', quantity: 2, line_total: '32.00' }),
    orderItem(2, 'Plum Tassel Necklace', { price: '24.00', quantity: 1, line_total: '24.00' }),
  ],
  discount_code: 'WELCOME10',
  discount_total: '5.60',
  subtotal: '56.00',
  shipping_fee: '0.00',
  total: '50.40',
});

describe('the order confirmation', () => {
  it('shows every amount of the placed order as the API recorded it, to the cent', () => {
    renderWithQueries(<OrderConfirmation order={placed} />);
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Subtotal').nextElementSibling).toHaveTextContent('$56.00');
    expect(summary.getByTestId('discount-row')).toHaveTextContent('−$5.60');
    expect(summary.getByTestId('total-amount')).toHaveTextContent('$50.40');
    const lines = summary.getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Teal Ikat Teardrop Earrings');
    expect(lines[0]).toHaveTextContent('$32.00');
    expect(lines[1]).toHaveTextContent('$24.00');
  });

  it('§26.5 says when a made-to-order line ships and when the order ships', () => {
    const order = anOrder({
      status: 'pending',
      items: [
        orderItem(1, 'Tassel Drop Earrings', { size: 'Teal ikat', ships_by: '2026-12-04' }),
        orderItem(2, 'Plum Tassel Necklace', { size: 'Plum ikat / 60 cm', ships_by: null }),
      ],
      ships_by: '2026-12-04',
    });
    renderWithQueries(<OrderConfirmation order={order} />);
    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    const lines = summary.getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Tassel Drop Earrings · Teal ikat');
    expect(lines[0]).toHaveTextContent('Ships by Dec 4, 2026');
    expect(lines[1]).toHaveTextContent('Plum ikat / 60 cm');
    expect(lines[1]).not.toHaveTextContent('Ships by');
    expect(summary.getByTestId('order-ships-by')).toHaveTextContent('your order ships by Dec 4, 2026');
  });

  it('says nothing of shipping dates for an order from a backend without them', () => {
    renderWithQueries(<OrderConfirmation order={placed} />);
    expect(screen.queryByText(/ships by/i)).not.toBeInTheDocument();
  });
});
