import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiscountCodeForm } from '@/components/cart/discount-code-form';
import { answer, requestsTo, startApi } from '@/test/api';
import { renderWithProviders } from '@/test/render-shell';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

describe("the cart's discount code field (react-hook-form on the contract)", () => {
  it('asks for a code before calling the API, on the field, with focus there', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DiscountCodeForm />);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const field = screen.getByLabelText('Discount code');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a discount code.');
    expect(requestsTo('post', '/api/cart/discount/')).toHaveLength(0);
  });

  it("shows the server's reason for refusing the code on the field and focuses it", async () => {
    answer('post', '/api/cart/discount/', { code: ['This code does not exist.'] }, 400);
    const user = userEvent.setup();
    renderWithProviders(<DiscountCodeForm />);
    await user.type(screen.getByLabelText('Discount code'), ' nope ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const field = screen.getByLabelText('Discount code');
    await waitFor(() => expect(field).toHaveAccessibleDescription('This code does not exist.'));
    expect(field).toHaveFocus();
    expect(requestsTo('post', '/api/cart/discount/')[0].body).toEqual({ code: 'nope' });
  });
});
