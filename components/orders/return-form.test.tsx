import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReturnForm } from '@/components/orders/return-form';
import type { Order } from '@/lib/types';
import { answer, requestsTo, startApi } from '@/test/api';
import { anOrder } from '@/test/orders';
import { renderWithQueries } from '@/test/queries';

startApi();

const DAY = 86_400_000;
const order = anOrder;

describe('return items', () => {
  it('is offered only within the window and for units left to return (hidden on a backend without returns)', () => {
    const { unmount } = renderWithQueries(
      <ReturnForm order={order({ return_deadline: new Date(Date.now() - DAY).toISOString() })} />,
    );
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
    unmount();
    const older = order();
    // A stock DRF backend knows no return fields.
    const { unmount: u2 } = renderWithQueries(
      <ReturnForm order={{ ...older, return_deadline: undefined } as unknown as Order} />,
    );
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
    u2();
    const allTaken = order().items.map((i) => ({ ...i, returnable_quantity: 0 }));
    const { unmount: u3 } = renderWithQueries(<ReturnForm order={order({ items: allTaken })} />);
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
    u3();
    renderWithQueries(<ReturnForm order={order()} />);
    expect(screen.getByRole('button', { name: 'Return items' })).toBeInTheDocument();
  });

  it('sends the chosen lines, the reason and the note; earrings ask for the seal; the exchange copy is there', async () => {
    const user = userEvent.setup();
    answer('post', '/api/orders/7/returns/', { id: 3, number: 'FT-2026-000007-R1', status: 'requested' }, 201);
    renderWithQueries(<ReturnForm order={order()} />);
    await user.click(screen.getByRole('button', { name: 'Return items' }));
    expect(screen.getByText(/An exchange is a return plus a new order/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/hygiene seal/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Silk Scarf Tie'), '1');
    await user.selectOptions(screen.getByLabelText('Linen Hoops'), '1');
    await user.selectOptions(screen.getByLabelText('Reason'), 'faulty');
    await user.type(screen.getByLabelText('Anything we should know?'), 'Clasp broke');
    await user.click(screen.getByLabelText(/hygiene seal is intact/));
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    await vi.waitFor(() => expect(requestsTo('post', '/api/orders/7/returns/')).toHaveLength(1));
    expect(requestsTo('post', '/api/orders/7/returns/')[0].body).toEqual({
      lines: [
        { order_item_id: 11, quantity: 1 },
        { order_item_id: 12, quantity: 1 },
      ],
      reason: 'faulty',
      note: 'Clasp broke',
      seal_intact: true,
    });
  });

  it('shows why the API refused the return', async () => {
    const user = userEvent.setup();
    answer('post', '/api/orders/7/returns/', { lines: ['Silk Scarf Tie: every unit is already in a return.'] }, 400);
    renderWithQueries(<ReturnForm order={order()} />);
    await user.click(screen.getByRole('button', { name: 'Return items' }));
    await user.selectOptions(screen.getByLabelText('Silk Scarf Tie'), '2');
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    expect(await screen.findAllByText('Silk Scarf Tie: every unit is already in a return.')).not.toHaveLength(0);
  });
});
