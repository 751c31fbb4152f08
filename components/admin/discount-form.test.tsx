import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiscountForm } from '@/components/admin/discount-form';
import { ApiError } from '@/lib/api/errors';

describe('discount code form (react-hook-form on the contract)', () => {
  it('sends what the admin typed as the API wants it: a trimmed code, limits as numbers, no dates', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<DiscountForm submitLabel="Create code" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), ' SPRING10 ');
    await user.type(screen.getByLabelText('Percent off'), '10');
    await user.type(screen.getByLabelText('Uses in total'), '100');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      code: 'SPRING10',
      kind: 'percent',
      value: '10.00',
      min_subtotal: '0.00',
      starts_at: null,
      ends_at: null,
      max_uses: 100,
      max_uses_per_customer: null,
      active: true,
    });
  });

  it('refuses what the contract refuses, on the field, and focuses the first one (the API is not asked)', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<DiscountForm submitLabel="Create code" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'no spaces');
    await user.type(screen.getByLabelText('Percent off'), '120');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Use letters, digits, "-" and "_" only.'));
    expect(screen.getByLabelText('Percent off')).toHaveAccessibleDescription('A percentage cannot be more than 100.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's refusal of the code on the Code field and focuses it", async () => {
    const onSubmit = vi.fn().mockRejectedValue(new ApiError(400, { code: ['A code with this name already exists.'] }));
    const user = userEvent.setup();
    render(<DiscountForm submitLabel="Create code" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'TAKEN');
    await user.type(screen.getByLabelText('Percent off'), '5');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(expect.stringContaining('A code with this name already exists.'));
  });
});
