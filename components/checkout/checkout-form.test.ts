import { describe, expect, it } from 'vitest';
import { checkoutForm } from '@/components/checkout/checkout-form';
import { EMPTY_SHIPPING } from '@/lib/api/orders';

describe('checkout form schema', () => {
  it('names the blank required fields and ignores optional ones (phone, line 2, state), as the API does', () => {
    const result = checkoutForm.safeParse({ ...EMPTY_SHIPPING, full_name: 'Ada', city: '  ', notes: '' });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join('.')).sort();
    expect(fields).toEqual(['address_line1', 'city', 'country', 'postal_code']);
    expect(new Set(result.error!.issues.map((issue) => issue.message))).toEqual(new Set(['Please fill this in.']));
  });

  it('§22 checks the typed address by its country as the API does; a country it does not know is taken as typed', () => {
    const typed = {
      ...EMPTY_SHIPPING,
      full_name: 'Ada Weaver',
      address_line1: '12 Loom Street',
      city: 'Portland',
      notes: '',
    };
    const problems = (address: Partial<typeof typed>) => {
      const result = checkoutForm.safeParse({ ...typed, ...address });
      return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(problems({ country: 'United States', state: '', postal_code: 'SW1A 1AA' })).toEqual({
      postal_code: 'Enter a valid postal code for United States, e.g. 97201.',
      state: 'Enter the state: United States needs it.',
    });
    expect(problems({ country: 'US', state: 'OR', postal_code: '97201' })).toEqual({});
    expect(problems({ country: 'fr', postal_code: '750' })).toEqual({
      postal_code: 'Enter a valid postal code for France, e.g. 75001.',
    });
    // §22 a US state by its name too; one that is none is refused.
    expect(problems({ country: 'USA', state: 'california', postal_code: '94103' })).toEqual({});
    expect(problems({ country: 'USA', state: 'Calif', postal_code: '94103' })).toEqual({
      state: 'Enter a valid state for United States, e.g. CA or California.',
    });
    // Canada's provinces and Australia's states likewise.
    expect(problems({ country: 'Canada', state: 'Ontario', postal_code: 'K1A 0B1' })).toEqual({});
    expect(problems({ country: 'Canada', state: 'Ontaria', postal_code: 'K1A 0B1' })).toEqual({
      state: 'Enter a valid province or territory for Canada, e.g. ON or Ontario.',
    });
    expect(problems({ country: 'Australia', state: 'Victoria', postal_code: '3000' })).toEqual({});
    // An older backend's free-text country: no rule, as before.
    expect(problems({ country: 'Ruritania', postal_code: 'R-1' })).toEqual({});
  });
});
