import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TaxRatesTable } from '@/components/admin/shipping/tax-rates-table';
import { ApiError } from '@/lib/api/errors';
import type { TaxRate } from '@/lib/api/shipping';

const rates: TaxRate[] = [
  { id: 1, country: 'DE', region: '', rate: '19', class: 'standard', name: 'VAT', applies_to_shipping: true },
  { id: 2, country: 'DE', region: '', rate: '7', class: 'reduced', name: 'VAT', applies_to_shipping: false },
  {
    id: 3,
    country: 'US',
    region: 'CA',
    rate: '7.25',
    class: 'standard',
    name: 'Sales tax',
    applies_to_shipping: false,
  },
];

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr')!;

describe('§29.6 the tax rates as one compact table', () => {
  it('lists every rate as one row of text, with one row of inputs to add a rate', () => {
    render(<TaxRatesTable rates={rates} onSave={vi.fn()} onDelete={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Tax rates' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + rates.length + 1);
    expect(within(rowOf('US')).getByRole('cell', { name: 'CA' })).toBeInTheDocument();
    expect(within(rowOf('7.25').closest('tr')!).getByRole('cell', { name: 'Sales tax' })).toBeInTheDocument();
    // Only the new rate's row has inputs: no form per rate.
    expect(screen.getAllByRole('textbox', { name: 'Country' })).toHaveLength(1);
    expect(screen.getByRole('form', { name: 'New tax rate' })).toBeInTheDocument();
  });

  it('edits a rate in place: the row turns into inputs, saves the change and reads as text again', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<TaxRatesTable rates={rates} onSave={onSave} onDelete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Edit US-CA standard' }));
    const row = screen.getByRole('button', { name: 'Save' }).closest('tr')!;
    const rate = within(row).getByRole('textbox', { name: 'Rate %' });
    expect(rate).toHaveValue('7.25');
    await user.clear(rate);
    await user.type(rate, '8');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(3, {
        country: 'US',
        region: 'CA',
        rate: '8',
        class: 'standard',
        name: 'Sales tax',
        applies_to_shipping: false,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
  });

  it("adds a rate from the last row and puts the API's refusal under its field, keeping what was typed", async () => {
    const onSave = vi
      .fn()
      .mockRejectedValue(new ApiError(400, { rate: ['Ensure this value is less than or equal to 100.'] }));
    const user = userEvent.setup();
    render(<TaxRatesTable rates={rates} onSave={onSave} onDelete={vi.fn()} />);
    const add = screen.getByRole('button', { name: 'Add' }).closest('tr')!;
    await user.type(within(add).getByRole('textbox', { name: 'Country' }), 'FR');
    await user.type(within(add).getByRole('textbox', { name: 'Rate %' }), '120');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    const rate = within(add).getByRole('textbox', { name: 'Rate %' });
    await waitFor(() => expect(rate).toHaveAccessibleDescription('Ensure this value is less than or equal to 100.'));
    expect(rate).toHaveValue('120');
    expect(onSave).toHaveBeenCalledWith(undefined, expect.objectContaining({ country: 'FR', rate: '120' }));
  });

  it('removes a rate by its row', async () => {
    const onDelete = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<TaxRatesTable rates={rates} onSave={vi.fn()} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Remove DE reduced' }));
    expect(onDelete).toHaveBeenCalledWith(2);
  });
});
