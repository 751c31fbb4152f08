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
});
