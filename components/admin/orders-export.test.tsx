import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrdersExport } from '@/components/admin/orders-export';
import { requests, startApi } from '@/test/api';
import { setPath } from '@/test/navigation';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

describe('orders CSV export (react-hook-form on the contract)', () => {
  it("refuses an end before the start on the To field, with the contract's words, before asking the API", async () => {
    setPath('/admin/orders');
    const user = userEvent.setup();
    render(<OrdersExport />);
    // jsdom's date input takes a whole value, not typed characters.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const to = screen.getByLabelText('To');
    await waitFor(() => expect(to).toHaveAccessibleDescription('The end date is before the start date.'));
    expect(to).toHaveFocus();
    expect(requests).toHaveLength(0);
  });
});
