import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, fieldErrors } from './errors';

const failed = (status: number, data: unknown) => new ApiError(status, data);

describe('API error bodies', () => {
  it('reads a list under `code` as the errors of a field named code (a discount code), a string as the error code', () => {
    expect(fieldErrors(failed(400, { code: ['This code does not exist.'] }))).toEqual({
      code: 'This code does not exist.',
    });
  });
  it('maps DRF field errors to their fields and detail to the form', () => {
    const err = failed(400, { email: ['Enter a valid email address.'], non_field_errors: ['Nope.'], code: 'x' });
    expect(fieldErrors(err)).toEqual({ email: 'Please enter an email address like name@example.com.', form: 'Nope.' });
  });
  it("names a nested serializer's errors (DRF) as this API does: shipping.postal_code", () => {
    const err = failed(400, { shipping: { postal_code: ['Enter a postal code.'] }, 'shipping.city': ['Required'] });
    expect(fieldErrors(err)).toEqual({ 'shipping.postal_code': 'Enter a postal code.', 'shipping.city': 'Required' });
  });
  it('gives one sentence: detail first, else the first field message', () => {
    expect(errorMessage(failed(409, { detail: 'Out of stock.', code: 'out_of_stock' }))).toBe('Out of stock.');
    expect(errorMessage(failed(400, { quantity: ['Only 2 left in stock.'] }))).toBe('Only 2 left in stock.');
  });
  it('explains a network failure and falls back for anything else', () => {
    expect(errorMessage(new ApiError(0))).toMatch(/could not reach/);
    expect(errorMessage(new Error('x'), 'Fallback')).toBe('Fallback');
  });
});
