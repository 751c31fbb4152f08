import { describe, expect, it } from 'vitest';
import { chargeFor, lineCents, NO_TAX, termsPrice, type PricedLine, type ShippingPrice, type TaxTerms } from './charge';
import { discountCents } from './discount-rules';
import { allocate, percentOf, roundHalfUp } from './rounding';

// Amounts are integers in hundredths of the currency ("49.99" is 4999, ¥1,234 is 123400): docs/product-rules.md §21.5.
const standardShipping = termsPrice({ freeShippingFrom: '50.00', shippingFee: '4.90' });
const express: ShippingPrice = { fee: 1500, freeFrom: null };
const pickUp: ShippingPrice = { fee: 0, freeFrom: null };
const yenStandard: ShippingPrice = { fee: 50000, freeFrom: 500000 }; // ¥500, free from ¥5,000

const rates = (standard: number, reduced: number | null, name = 'VAT') => ({
  standard: { name, milli: standard },
  ...(reduced === null ? {} : { reduced: { name, milli: reduced } }),
});
const de = (includesTax: boolean): TaxTerms => ({ includesTax, rates: rates(19000, 7000), taxShipping: true });
const fr: TaxTerms = { includesTax: false, rates: rates(20000, 5500), taxShipping: true };
const usCA: TaxTerms = { includesTax: false, rates: rates(7250, null, 'Sales tax'), taxShipping: false };
const usNY: TaxTerms = { includesTax: false, rates: rates(4000, null, 'Sales tax'), taxShipping: true };
const jp = (includesTax: boolean): TaxTerms => ({
  includesTax,
  rates: rates(10000, 8000, 'Consumption tax'),
  taxShipping: true,
});

const std = (amount: number): PricedLine => ({ amount, taxClass: 'standard' });
const red = (amount: number): PricedLine => ({ amount, taxClass: 'reduced' });

interface Case {
  name: string;
  currency: 'EUR' | 'USD' | 'JPY';
  lines: PricedLine[];
  discount?: number;
  shipping: ShippingPrice;
  tax: TaxTerms;
  payable: number;
  fee: number;
  tax_total: number;
  total: number;
  taxLines?: { name: string; rate: string; amount: number }[];
}

/** The worked examples of docs/product-rules.md §21.7 (and more): each is checked to the minor unit. */
const cases: Case[] = [
  // EUR, tax added (US style)
  {
    name: 'added: 100.00 € at 19 %, free shipping',
    currency: 'EUR',
    lines: [std(10000)],
    shipping: standardShipping,
    tax: de(false),
    payable: 10000,
    fee: 0,
    tax_total: 1900,
    total: 11900,
  },
  {
    name: 'added: 10.00 € + taxed shipping 4.90 €',
    currency: 'EUR',
    lines: [std(1000)],
    shipping: standardShipping,
    tax: de(false),
    payable: 1000,
    fee: 490,
    tax_total: 283,
    total: 1773,
  },
  {
    name: 'added: a reduced-rate line (7 %) beside a standard one (19 %)',
    currency: 'EUR',
    lines: [red(2000), std(2000)],
    shipping: standardShipping,
    tax: de(false),
    payable: 4000,
    fee: 490,
    tax_total: 613,
    total: 5103,
    taxLines: [
      { name: 'VAT', rate: '7', amount: 140 },
      { name: 'VAT', rate: '19', amount: 473 },
    ],
  },
  {
    name: 'added: FR 5.5 % on 9.99 € rounds 54.945 up to 55',
    currency: 'EUR',
    lines: [red(999)],
    shipping: standardShipping,
    tax: fr,
    payable: 999,
    fee: 490,
    tax_total: 153,
    total: 1642,
  },
  {
    name: 'added: 10 % off 50.00 € falls below free shipping; tax on the discounted lines',
    currency: 'EUR',
    lines: [std(3000), std(2000)],
    discount: 500,
    shipping: standardShipping,
    tax: de(false),
    payable: 4500,
    fee: 490,
    tax_total: 948,
    total: 5938,
  },
  {
    name: 'added: 10 % off 60.00 € still reaches free shipping (54.00 €)',
    currency: 'EUR',
    lines: [std(6000)],
    discount: 600,
    shipping: standardShipping,
    tax: de(false),
    payable: 5400,
    fee: 0,
    tax_total: 1026,
    total: 6426,
  },
  {
    name: 'added: 10.00 € off three 10.00 € lines shares 3.34/3.33/3.33; tax rounded per line',
    currency: 'EUR',
    lines: [std(1000), std(1000), std(1000)],
    discount: 1000,
    shipping: standardShipping,
    tax: de(false),
    payable: 2000,
    fee: 490,
    tax_total: 474,
    total: 2964,
  },
  {
    name: 'added: half a cent rounds up (0.50 € at 7 % is 0.035 €)',
    currency: 'EUR',
    lines: [red(50)],
    shipping: pickUp,
    tax: de(false),
    payable: 50,
    fee: 0,
    tax_total: 4,
    total: 54,
  },
  {
    name: 'added: Express is never free and its fee is taxed',
    currency: 'EUR',
    lines: [std(10000)],
    shipping: express,
    tax: de(false),
    payable: 10000,
    fee: 1500,
    tax_total: 2185,
    total: 13685,
  },
  {
    name: 'added: a discount as large as the cart leaves taxed shipping',
    currency: 'EUR',
    lines: [std(1200)],
    discount: 1200,
    shipping: standardShipping,
    tax: de(false),
    payable: 0,
    fee: 490,
    tax_total: 93,
    total: 583,
  },
  // EUR, tax included (EU style)
  {
    name: 'included: 119.00 € holds 19.00 € of VAT',
    currency: 'EUR',
    lines: [std(11900)],
    shipping: standardShipping,
    tax: de(true),
    payable: 11900,
    fee: 0,
    tax_total: 1900,
    total: 11900,
  },
  {
    name: 'included: 10.00 € holds 1.60 €, shipping 4.90 € holds 0.78 €',
    currency: 'EUR',
    lines: [std(1000)],
    shipping: standardShipping,
    tax: de(true),
    payable: 1000,
    fee: 490,
    tax_total: 238,
    total: 1490,
  },
  {
    name: 'included: 10 % off 60.00 € reaches free shipping; 54.00 € holds 8.62 €',
    currency: 'EUR',
    lines: [std(6000)],
    discount: 600,
    shipping: standardShipping,
    tax: de(true),
    payable: 5400,
    fee: 0,
    tax_total: 862,
    total: 5400,
  },
  // USD, sales tax by state
  {
    name: 'US CA 7.25 %: shipping untaxed, 180.525 cents round up',
    currency: 'USD',
    lines: [std(2490)],
    shipping: standardShipping,
    tax: usCA,
    payable: 2490,
    fee: 490,
    tax_total: 181,
    total: 3161,
  },
  {
    name: 'US NY 4 %: shipping taxed too',
    currency: 'USD',
    lines: [std(2490)],
    shipping: standardShipping,
    tax: usNY,
    payable: 2490,
    fee: 490,
    tax_total: 120,
    total: 3100,
  },
  {
    name: 'no rate for the destination: no tax (§12.3 as before)',
    currency: 'USD',
    lines: [std(4999)],
    shipping: standardShipping,
    tax: NO_TAX,
    payable: 4999,
    fee: 490,
    tax_total: 0,
    total: 5489,
  },
  {
    name: 'an empty cart costs nothing',
    currency: 'USD',
    lines: [],
    shipping: standardShipping,
    tax: usNY,
    payable: 0,
    fee: 0,
    tax_total: 0,
    total: 0,
  },
  // JPY: whole yen (a step of 100 hundredths)
  {
    name: 'JPY added: ¥1,234 at 10 % is ¥123 (¥123.4 rounds down), ¥500 shipping ¥50',
    currency: 'JPY',
    lines: [std(123400)],
    shipping: yenStandard,
    tax: jp(false),
    payable: 123400,
    fee: 50000,
    tax_total: 17300,
    total: 190700,
  },
  {
    name: 'JPY included: ¥1,100 holds ¥100; ¥500 shipping holds ¥45',
    currency: 'JPY',
    lines: [std(110000)],
    shipping: yenStandard,
    tax: jp(true),
    payable: 110000,
    fee: 50000,
    tax_total: 14500,
    total: 160000,
  },
  {
    name: 'JPY added: reduced 8 % beside standard 10 %',
    currency: 'JPY',
    lines: [red(100000), std(100000)],
    shipping: yenStandard,
    tax: jp(false),
    payable: 200000,
    fee: 50000,
    tax_total: 23000,
    total: 273000,
    taxLines: [
      { name: 'Consumption tax', rate: '8', amount: 8000 },
      { name: 'Consumption tax', rate: '10', amount: 15000 },
    ],
  },
  {
    name: 'JPY added: 15 % off ¥1,999 is ¥300; tax ¥170 on ¥1,699',
    currency: 'JPY',
    lines: [std(199900)],
    discount: 30000,
    shipping: yenStandard,
    tax: jp(false),
    payable: 169900,
    fee: 50000,
    tax_total: 22000,
    total: 241900,
  },
  {
    name: 'JPY added: half a yen rounds up (¥5 at 10 %)',
    currency: 'JPY',
    lines: [std(500)],
    shipping: pickUp,
    tax: jp(false),
    payable: 500,
    fee: 0,
    tax_total: 100,
    total: 600,
  },
  {
    name: 'JPY added: ¥100 off three ¥100 lines shares ¥34/¥33/¥33; ¥7 tax each',
    currency: 'JPY',
    lines: [std(10000), std(10000), std(10000)],
    discount: 10000,
    shipping: pickUp,
    tax: jp(false),
    payable: 20000,
    fee: 0,
    tax_total: 2100,
    total: 22100,
  },
  {
    name: 'JPY included: 10 % off ¥6,000 reaches free shipping; ¥5,400 holds ¥491',
    currency: 'JPY',
    lines: [std(600000)],
    discount: 60000,
    shipping: yenStandard,
    tax: jp(true),
    payable: 540000,
    fee: 0,
    tax_total: 49100,
    total: 540000,
  },
];

describe('§21 what an order costs: worked examples (chargeFor)', () => {
  it.each(cases)('$name', (c) => {
    const charge = chargeFor({
      lines: c.lines,
      discount: c.discount ?? 0,
      shipping: c.shipping,
      tax: c.tax,
      currency: c.currency,
    });
    expect({ payable: charge.payable, fee: charge.shipping, tax_total: charge.tax, total: charge.total }).toEqual({
      payable: c.payable,
      fee: c.fee,
      tax_total: c.tax_total,
      total: c.total,
    });
    if (c.taxLines) expect(charge.taxLines).toEqual(c.taxLines);
    // The tax lines add up to the tax; the card payment's lines (§21.6) add up to the total, exactly.
    expect(charge.taxLines.reduce((s, l) => s + l.amount, 0)).toBe(charge.tax);
    const stripeLines =
      c.lines.reduce((s, l, i) => s + l.amount - charge.lines[i].discount, 0) +
      charge.shipping +
      (c.tax.includesTax ? 0 : charge.tax);
    expect(stripeLines).toBe(charge.total);
    // Every amount is whole in the currency's minor unit.
    const step = c.currency === 'JPY' ? 100 : 1;
    for (const amount of [
      charge.tax,
      charge.total,
      charge.shippingTax,
      ...charge.lines.flatMap((l) => [l.tax, l.discount]),
    ]) {
      expect(amount % step).toBe(0);
    }
  });

  it('has at least 20 worked examples, in both tax modes and in JPY and EUR', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    for (const currency of ['EUR', 'JPY']) {
      for (const included of [true, false]) {
        expect(cases.some((c) => c.currency === currency && c.tax.includesTax === included)).toBe(true);
      }
    }
  });
});

describe('§21.5 the rounding rule', () => {
  it('rounds half up to the currency’s minor unit', () => {
    expect(roundHalfUp(5n, 2n, 1)).toBe(3); // 2.5 → 3
    expect(roundHalfUp(249n, 100n, 1)).toBe(2);
    expect(roundHalfUp(15000n, 100n, 100)).toBe(200); // ¥1.5 → ¥2
    expect(roundHalfUp(14999n, 100n, 100)).toBe(100);
  });

  it('a percentage off is rounded like a tax: 12.5 % of 10.01 € is 1.25 €; 10 % of ¥1,234 is ¥123 (not ¥123.40)', () => {
    expect(percentOf(1001, 12500, 'EUR')).toBe(125);
    expect(discountCents({ kind: 'percent', value: '10.00' }, 123400, 'JPY')).toBe(12300);
    expect(discountCents({ kind: 'percent', value: '15.00' }, 199900, 'JPY')).toBe(30000);
    expect(discountCents({ kind: 'percent', value: '10.00' }, 4990, 'EUR')).toBe(499);
  });

  it('shares a discount over lines in whole minor units that add up exactly', () => {
    expect(allocate(1000, [1000, 1000, 1000], 'EUR')).toEqual([334, 333, 333]);
    expect(allocate(10000, [10000, 10000, 10000], 'JPY')).toEqual([3400, 3300, 3300]);
    expect(allocate(500, [3000, 2000], 'EUR')).toEqual([300, 200]);
    expect(allocate(0, [100], 'EUR')).toEqual([0]);
    const shares = allocate(777, [1, 2, 3, 5, 8, 13], 'USD');
    expect(shares.reduce((a, b) => a + b, 0)).toBe(777);
  });
});

describe('§12.3 the default method keeps the settings’ rule', () => {
  const charge = (subtotal: number, discount = 0) =>
    chargeFor({ lines: [std(subtotal)], discount, shipping: standardShipping, tax: NO_TAX, currency: 'USD' });

  it('§12.3 a line is its unit price times its quantity, in integer cents', () => {
    expect(lineCents('4.90', 3)).toBe(1470);
    expect(lineCents('0.10', 3)).toBe(30);
  });

  it('§12.3 below FREE_SHIPPING_FROM the fee is added; from it shipping is free', () => {
    expect(charge(4999)).toMatchObject({ payable: 4999, shipping: 490, total: 5489 });
    expect(charge(5000)).toMatchObject({ payable: 5000, shipping: 0, total: 5000 });
  });

  it('§19.2 the discount comes off the subtotal, never below 0, and shipping is judged on what is payable', () => {
    expect(charge(6000, 500)).toMatchObject({ payable: 5500, shipping: 0, total: 5500 });
    expect(charge(6000, 1500)).toMatchObject({ payable: 4500, shipping: 490, total: 4990 });
    expect(charge(1200, 5000)).toMatchObject({ payable: 0, shipping: 490, total: 490 });
  });
});
