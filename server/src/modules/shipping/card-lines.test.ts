import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shippingMethods } from '../../db/schema';
import { toStripeAmount } from '../../lib/money';
import { createProduct, createUser, type TestUser } from '../../test/fixtures';
import { startStripeStandIn, type StandInCall, type StripeStandIn } from '../../test/stripe-stand-in';
import { startTestApp, type TestApp } from '../../test/test-app';

const SESSIONS = '/v1/checkout/sessions';

/** The session's lines as the SDK sent them: name and unit_amount × quantity, in the currency's minor unit. */
function sessionLines(call: StandInCall) {
  const lines: { name: string; amount: number }[] = [];
  for (let i = 0; call.body[`line_items[${i}][quantity]`] !== undefined; i++) {
    lines.push({
      name: call.body[`line_items[${i}][price_data][product_data][name]`],
      amount:
        Number(call.body[`line_items[${i}][price_data][unit_amount]`]) *
        Number(call.body[`line_items[${i}][quantity]`]),
    });
  }
  return lines;
}

/** A delivery address that meets its country's rules (§22): Tokyo's prefecture and postal code, else Berlin's. */
const address = (country: string, city: string) => ({
  full_name: 'Card Shopper',
  phone: '',
  address_line1: '1 Loom Lane',
  address_line2: '',
  city,
  ...(country === 'Japan' ? { state: 'Tokyo', postal_code: '100-0001' } : { state: '', postal_code: '10115' }),
  country,
});

/**
 * §21.6 A card checkout sends Stripe the order's lines (after the discount), shipping and the added tax: the
 * session's line amounts add up to exactly the order's total, in both tax modes and in a zero-decimal currency.
 */
describe.each([
  {
    mode: 'EUR, tax added, a 15 % code, Express to Germany',
    config: { currency: 'EUR', pricesIncludeTax: false },
    prices: ['18.90', '12.35'],
    country: 'DE',
    method: 'Express',
    code: true,
    expected: {
      total: '67.32',
      lines: [
        ['2 × Silk Scarf Tie', 3213],
        ['1 × Pattern Book', 1050],
        ['Shipping: Express', 1500],
        ['VAT 19 %', 895],
        ['VAT 7 %', 74],
      ],
    },
  },
  {
    mode: 'JPY, tax included, Standard to Japan',
    config: { currency: 'JPY', pricesIncludeTax: true, shippingFee: '500', freeShippingFrom: '10000' },
    prices: ['1234.00', '999.00'],
    country: 'Japan',
    method: 'Standard',
    code: false,
    expected: {
      total: '3967.00',
      lines: [
        ['2 × Silk Scarf Tie', 2468],
        ['1 × Pattern Book', 999],
        ['Shipping: Standard', 500],
      ],
    },
  },
])('card checkout, $mode', ({ config, prices, country, method, code, expected }) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let ada: TestUser;
  let admin: TestUser;
  let scarf: Awaited<ReturnType<typeof createProduct>>;
  let book: Awaited<ReturnType<typeof createProduct>>;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await startTestApp({
      config: {
        stripeSecretKey: 'sk_test_fabric_tales',
        stripeWebhookSecret: 'whsec_test_fabric_tales',
        stripeApiUrl: stripe.url,
        ...config,
      },
      jobWorker: false,
    });
    ada = await createUser(t);
    admin = await createUser(t, { role: 'admin' });
    scarf = await createProduct(t, { name: 'Silk Scarf Tie', price: prices[0], stock: 10 });
    book = await createProduct(t, { name: 'Pattern Book', price: prices[1], stock: 10 });
    await t.db.update(products).set({ taxClass: 'reduced' }).where(eq(products.id, book.id));
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('the session’s line amounts add up to the order total, which the card is charged', async () => {
    for (const json of [{ product_id: scarf.id, quantity: 2 }, { product_id: book.id }]) {
      expect((await t.request('POST', '/api/cart/', { token: ada.token, json })).status).toBe(201);
    }
    if (code) {
      const made = await t.request('POST', '/api/admin/discounts/', {
        token: admin.token,
        json: { code: 'LOOM15', kind: 'percent', value: '15' },
      });
      expect(made.status).toBe(201);
      expect(
        (await t.request('POST', '/api/cart/discount/', { token: ada.token, json: { code: 'LOOM15' } })).status,
      ).toBe(200);
    }
    const [row] = await t.db
      .select({ id: shippingMethods.id })
      .from(shippingMethods)
      .where(eq(shippingMethods.name, method));
    const estimate = await t.request('GET', `/api/cart/?country=${country}&shipping_method_id=${row.id}`, {
      token: ada.token,
    });
    const res = await t.request('POST', '/api/orders/', {
      token: ada.token,
      json: { shipping: address(country, 'Somewhere'), payment_method: 'card', shipping_method_id: row.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.total).toBe(expected.total);
    // The cart's estimate was exactly what checkout charged.
    expect(estimate.body.tax_estimate.order_total).toBe(expected.total);

    const [call] = stripe.callsTo(SESSIONS);
    const lines = sessionLines(call);
    expect(lines.map((l) => [l.name, l.amount])).toEqual(expected.lines);
    const sum = lines.reduce((s, l) => s + l.amount, 0);
    expect(sum).toBe(toStripeAmount(res.body.total, config.currency));
    const sessionId = res.body.payment.checkout_url.split('/').pop();
    expect(stripe.charged(sessionId)).toEqual({ amount_total: sum, currency: config.currency.toLowerCase() });
  });
});
