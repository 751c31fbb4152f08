import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MethodForm } from '@/components/admin/shipping/method-form';

describe('shipping method form (§21)', () => {
  it('sends a new method as the API wants it, says it saved, and empties itself for the next one', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<MethodForm onSave={onSave} />);
    await user.type(screen.getByLabelText(/^Name/), 'Courier');
    await user.type(screen.getByLabelText(/^Countries/), 'DE, fr');
    await user.click(screen.getByRole('button', { name: /Add/ }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({ name: 'Courier', countries: ['DE', 'fr'], free_from: null });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });
});
