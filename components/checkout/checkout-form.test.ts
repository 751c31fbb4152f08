import { describe, expect, it } from 'vitest';
import { checkoutForm } from '@/components/checkout/checkout-form';
import { EMPTY_SHIPPING } from '@/lib/api/orders';

describe('checkout form schema', () => {
  it('names the blank required fields and ignores optional ones (phone, line 2, state), as the API does', () => {
    const result = checkoutForm.safeParse({ ...EMPTY_SHIPPING, full_name: 'Ada', city: '  ', notes: '' });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join('.')).sort();
    expect(fields).toEqual(['address_line1', 'city', 'country', 'postal_code']);
    expect(new Set(result.error!.issues.map((issue) => issue.message))).toEqual(new Set(['This field is required.']));
  });
});
