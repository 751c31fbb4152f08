import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { checkoutFieldErrors, isOutOfStock, missingShippingFields, shippingFromProfile } from './orders';

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

describe('checkout errors at their fields', () => {
  const failed = (status: number, data: unknown) =>
    new AxiosError('failed', 'ERR', undefined, undefined, {
      status,
      data,
      statusText: '',
      headers: {},
      config: { headers: new AxiosHeaders() },
    });

  it('maps dotted shipping fields (this API) to the form field', () => {
    expect(checkoutFieldErrors(failed(400, { 'shipping.city': ['Required'], notes: ['Too long.'] }))).toEqual({
      city: 'Required',
      notes: 'Too long.',
    });
  });
  it('maps nested shipping errors (DRF) and detail', () => {
    expect(
      checkoutFieldErrors(failed(400, { shipping: { postal_code: ['Enter a postal code.'] }, detail: 'Nope.' })),
    ).toEqual({
      postal_code: 'Enter a postal code.',
      form: 'Nope.',
    });
  });
  it('tells a 409 out-of-stock apart', () => {
    expect(isOutOfStock(failed(409, { detail: 'Only 1 left of Silk hoops.', code: 'out_of_stock' }))).toBe(true);
    expect(isOutOfStock(failed(400, {}))).toBe(false);
  });
});

describe('required shipping fields', () => {
  it('names the blank required fields and ignores optional ones (phone, line 2, state), as the API does', () => {
    const errors = missingShippingFields({ ...shippingFromProfile({ first_name: 'Ada' }), city: '  ' });
    expect(Object.keys(errors).sort()).toEqual(['address_line1', 'city', 'country', 'postal_code']);
  });
});
