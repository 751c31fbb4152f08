import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderStatusForm } from '@/components/admin/order-status-form';
import type { Order, OrderStatus } from '@/lib/types';
import { adminKeys } from '@/lib/api/queries/admin';
import { answer, requestsTo, startApi } from '@/test/api';
import { anOrder } from '@/test/orders';
import { renderWithQueries } from '@/test/queries';

startApi();

const order = (status: OrderStatus): Order =>
  anOrder({
    id: 31,
    number: 'FT-0031',
    status,
    items: [],
    return_deadline: null,
    subtotal: '20.00',
    total: '24.90',
  });

const offered = () =>
  within(screen.getByLabelText('New status'))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('order status change', () => {
  it.each([
    ['pending', ['Confirmed', 'Cancelled']],
    ['confirmed', ['Shipped', 'Cancelled']],
    ['shipped', ['Delivered']],
  ] as const)('from %s offers only %j', (status, expected) => {
    renderWithQueries(<OrderStatusForm order={order(status)} />);
    expect(offered()).toEqual(expected);
  });

  it.each(['delivered', 'cancelled'] as const)('offers no change for a %s order', (status) => {
    renderWithQueries(<OrderStatusForm order={order(status)} />);
    expect(screen.queryByLabelText('New status')).not.toBeInTheDocument();
    expect(screen.getByText(/can no longer change/)).toBeInTheDocument();
  });

  it('sends the chosen status with the tracking number, keeps the saved order and refreshes lists and dashboard', async () => {
    const user = userEvent.setup();
    answer('patch', '/api/admin/orders/31/', { ...order('shipped'), tracking_number: 'TRK-9' });
    const { client } = renderWithQueries(<OrderStatusForm order={order('confirmed')} />);
    client.setQueryData(adminKeys.orderList({ page: 1 }), { count: 1, results: [order('confirmed')] });
    client.setQueryData(adminKeys.dashboard(30), { totals: {} });
    await user.selectOptions(screen.getByLabelText('New status'), 'shipped');
    await user.type(screen.getByLabelText('Tracking number'), 'TRK-9');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    await vi.waitFor(() =>
      expect(client.getQueryData(adminKeys.order(31))).toEqual(expect.objectContaining({ status: 'shipped' })),
    );
    expect(requestsTo('patch', '/api/admin/orders/31/')[0].body).toEqual({
      status: 'shipped',
      tracking_number: 'TRK-9',
    });
    expect(client.getQueryState(adminKeys.orderList({ page: 1 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(adminKeys.dashboard(30))?.isInvalidated).toBe(true);
  });

  it('§29.2 offers the known carriers and sends the chosen one with the tracking number', async () => {
    const user = userEvent.setup();
    answer('patch', '/api/admin/orders/31/', { ...order('shipped'), carrier: 'ups', tracking_number: '1Z9' });
    renderWithQueries(<OrderStatusForm order={order('confirmed')} />);
    await user.selectOptions(screen.getByLabelText('New status'), 'shipped');
    const carrier = screen.getByLabelText('Carrier');
    expect(
      within(carrier)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No carrier', 'USPS', 'UPS', 'FedEx', 'DHL', 'Royal Mail', 'Canada Post']);
    await user.selectOptions(carrier, 'UPS');
    await user.type(screen.getByLabelText('Tracking number'), '1Z9');
    await user.click(screen.getByRole('button', { name: 'Mark as shipped' }));
    await vi.waitFor(() => expect(requestsTo('patch', '/api/admin/orders/31/')).toHaveLength(1));
    expect(requestsTo('patch', '/api/admin/orders/31/')[0].body).toEqual({
      status: 'shipped',
      carrier: 'ups',
      tracking_number: '1Z9',
    });
  });

  it('shows why the API refused the change', async () => {
    const user = userEvent.setup();
    answer('patch', '/api/admin/orders/31/', { status: ['Cannot change status from pending to shipped.'] }, 400);
    renderWithQueries(<OrderStatusForm order={order('pending')} />);
    await user.click(screen.getByRole('button', { name: 'Mark as confirmed' }));
    expect(await screen.findByText('Cannot change status from pending to shipped.')).toBeInTheDocument();
    expect(screen.getByLabelText('New status')).toHaveFocus();
  });
});
