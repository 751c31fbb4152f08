import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderRepairs } from '@/components/repairs/order-repairs';
import { answer, multipartFields, requestsTo, startApi } from '@/test/api';
import { anOrder } from '@/test/orders';
import { renderWithQueries } from '@/test/queries';
import { OUR_API_CONFIG } from '@/test/shop-config';

startApi();

const DAY = 86_400_000;
const PATH = '/api/orders/7/repairs/';
const config = { ...OUR_API_CONFIG, repair_days: 180 };
const deliveredDaysAgo = (days: number) =>
  anOrder({ status_history: [{ status: 'delivered', at: new Date(Date.now() - days * DAY).toISOString(), note: '' }] });
const noRepairs = { count: 0, next: null, previous: null, results: [] };

describe('ask for a repair from the order page (§31.1, §31.2)', () => {
  it('is offered within REPAIR_DAYS of delivery only, and not by an API that gives no window', async () => {
    answer('get', '/api/repairs/', noRepairs);
    const { unmount } = renderWithQueries(<OrderRepairs order={deliveredDaysAgo(181)} />, config);
    expect(screen.queryByRole('button', { name: 'Ask for a repair' })).toBeNull();
    unmount();
    const { unmount: u2 } = renderWithQueries(<OrderRepairs order={deliveredDaysAgo(10)} />, OUR_API_CONFIG);
    expect(screen.queryByRole('button', { name: 'Ask for a repair' })).toBeNull();
    u2();
    renderWithQueries(<OrderRepairs order={deliveredDaysAgo(179)} />, config);
    expect(await screen.findByRole('button', { name: 'Ask for a repair' })).toBeInTheDocument();
    expect(screen.getByText(/Free repair or replacement until/)).toBeInTheDocument();
  });

  it('sends the chosen pieces as JSON text, the description and the photos as multipart', async () => {
    answer('get', '/api/repairs/', noRepairs);
    answer('post', PATH, { id: 4, number: 'FT-2026-000007-RP1', status: 'requested' }, 201);
    const user = userEvent.setup();
    renderWithQueries(<OrderRepairs order={deliveredDaysAgo(20)} />, config);
    await user.click(await screen.findByRole('button', { name: 'Ask for a repair' }));
    await user.click(screen.getByRole('button', { name: 'Send repair request' }));
    expect(screen.getByText('Choose at least one piece to repair.')).toBeInTheDocument();
    expect(screen.getByLabelText('What happened?')).toHaveAccessibleDescription('Tell us what happened to the piece.');
    expect(requestsTo('post', PATH)).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Silk Scarf Tie'), '2');
    await user.type(screen.getByLabelText('What happened?'), 'The knot slipped open.');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'knot.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Photos'), photo);
    await user.click(screen.getByRole('button', { name: 'Send repair request' }));
    await vi.waitFor(() => expect(requestsTo('post', PATH)).toHaveLength(1));
    const body = requestsTo('post', PATH)[0].body;
    expect(JSON.parse(multipartFields(body, 'lines')[0])).toEqual([{ order_item_id: 11, quantity: 2 }]);
    expect(multipartFields(body, 'description')).toEqual(['The knot slipped open.']);
    expect(multipartFields(body, 'photos')).toEqual(['knot.png']);
  });

  it('lists the order’s repairs with their status, and offers only the units not already under repair', async () => {
    answer('get', '/api/repairs/', {
      ...noRepairs,
      count: 1,
      results: [
        {
          id: 4,
          number: 'FT-2026-000007-RP1',
          status: 'accepted',
          lines: [{ order_item_id: 12, name: 'Linen Hoops', size: null, quantity: 1 }],
          created_at: '2026-11-20T10:00:00Z',
        },
      ],
    });
    const user = userEvent.setup();
    renderWithQueries(<OrderRepairs order={deliveredDaysAgo(20)} />, config);
    expect(await screen.findByRole('link', { name: 'Repair FT-2026-000007-RP1' })).toHaveAttribute(
      'href',
      '/orders/7/repairs/4',
    );
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for a repair' }));
    expect(screen.getByLabelText('Silk Scarf Tie')).toBeInTheDocument();
    expect(screen.queryByLabelText('Linen Hoops')).toBeNull();
  });
});
