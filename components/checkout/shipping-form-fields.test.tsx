import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { CheckoutFormValues } from '@/components/checkout/checkout-form';
import { ShippingFormFields } from '@/components/checkout/shipping-form-fields';

function Fields() {
  const form = useForm<CheckoutFormValues>({ defaultValues: { country: '' } });
  return <ShippingFormFields form={form} />;
}

describe('ShippingFormFields', () => {
  it('gives the region and postal code an example once the country is known, tied to each field', async () => {
    render(<Fields />);
    const region = screen.getByLabelText('State / region');
    const postal = screen.getByLabelText('Postal code');
    expect(region).not.toHaveAccessibleDescription();

    await userEvent.type(screen.getByLabelText('Country'), 'United States');
    expect(region).toHaveAccessibleDescription('For example CA or California');
    expect(postal).toHaveAccessibleDescription(/^For example \d{5}$/);

    await userEvent.clear(screen.getByLabelText('Country'));
    await userEvent.type(screen.getByLabelText('Country'), 'Germany');
    expect(region).not.toHaveAccessibleDescription();
    expect(postal).toHaveAccessibleDescription('For example 10115');
  });

  it('a country the shop does not know gets no example (an older backend takes it as typed)', async () => {
    render(<Fields />);
    await userEvent.type(screen.getByLabelText('Country'), 'Nepal');
    expect(screen.getByLabelText('Postal code')).not.toHaveAccessibleDescription();
  });
});
