import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { isOutOfStock, shippingFromProfile } from './orders';

describe('checkout prefill from the profile', () => {
  it('joins first and last name into full_name and copies the address', () => {
    const shipping = shippingFromProfile({ first_name: 'Ada', last_name: 'Lovelace', city: 'London', phone: '+44 1' });
    expect(shipping).toMatchObject({ full_name: 'Ada Lovelace', city: 'London', phone: '+44 1', address_line2: '' });
  });
  it('copes with missing names and null fields', () => {
    expect(shippingFromProfile({ last_name: 'Only', country: null as unknown as string })).toMatchObject({
      full_name: 'Only',
      country: '',
    });
  });
});

describe('checkout refusals', () => {
  const failed = (status: number, data: unknown) => new ApiError(status, data);

  it('tells a 409 out-of-stock apart', () => {
    expect(isOutOfStock(failed(409, { detail: 'Only 1 left of Silk hoops.', code: 'out_of_stock' }))).toBe(true);
    expect(isOutOfStock(failed(400, {}))).toBe(false);
  });
});
