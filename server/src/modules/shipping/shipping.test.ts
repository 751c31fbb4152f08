import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders, products, shippingMethods, taxRates } from '../../db/schema';
import { createProduct, createUser, sampleShipping, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

const berlin = {
  full_name: 'Grete Weber',
  phone: '',
  address_line1: 'Webergasse 3',
  address_line2: '',
  city: 'Berlin',
  state: '',
  postal_code: '10115',
  country: 'DE',
};

describe('§21 shipping methods and taxes over HTTP', () => {
  let t: TestApp;
  let admin: TestUser;
  let scarf: Awaited<ReturnType<typeof createProduct>>;
  let book: Awaited<ReturnType<typeof createProduct>>;
  let methods: Record<string, number>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    scarf = await createProduct(t, { name: 'Silk Scarf Tie', price: '18.00', stock: 100 });
    book = await createProduct(t, { name: 'Pattern Book', price: '12.00', stock: 100 });
    await t.db.update(products).set({ taxClass: 'reduced' }).where(eq(products.id, book.id));
    const rows = await t.db.select().from(shippingMethods);
    methods = Object.fromEntries(rows.map((m) => [m.name, m.id]));
  });
  afterAll(() => t.close());

  /** A shopper whose cart holds 2 scarves (36.00, standard rate) and a book (12.00, reduced rate). */
  async function shopper() {
    const user = await createUser(t);
    for (const json of [{ product_id: scarf.id, quantity: 2 }, { product_id: book.id }]) {
      expect((await t.request('POST', '/api/cart/', { token: user.token, json })).status).toBe(201);
    }
    return user;
  }
  const checkout = (user: TestUser, json: Record<string, unknown>) =>
    t.request('POST', '/api/orders/', { token: user.token, json: { payment_method: 'cod', ...json } });
  const cartSize = async (user: TestUser) =>
    (await t.request('GET', '/api/cart/', { token: user.token })).body.items.length as number;
  const scarfStock = async () =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, scarf.id)))[0].stock;
  /** Checks out `address` with each of `values` as its `field`: each a 400 naming that field; stock and cart kept. */
  async function refusesEach(user: TestUser, address: typeof berlin, field: 'country' | 'state', values: string[]) {
    const before = await scarfStock();
    for (const value of values) {
      const refused = await checkout(user, { shipping: { ...address, [field]: value } });
      expect(refused.status, value).toBe(400);
      expect(Object.keys(refused.body), value).toEqual([`shipping.${field}`]);
    }
    expect(await scarfStock()).toBe(before);
    expect(await cartSize(user)).toBe(2);
  }

  it('lists the seeded methods serving a country, the default priced by SHIPPING_FEE and FREE_SHIPPING_FROM', async () => {
    const de = await t.request('GET', '/api/shipping-methods/?country=DE');
    expect(de.status).toBe(200);
    expect(de.body).toEqual([
      {
        id: methods.Standard,
        name: 'Standard',
        description: expect.any(String),
        estimate: '3–6 working days',
        price: '4.90',
        free_from: '50.00',
      },
      expect.objectContaining({ name: 'Express', price: '15.00', free_from: null }),
    ]);
    // Pick-up is in Portland: offered for the United States, by code or by name.
    const us = await t.request('GET', '/api/shipping-methods/?country=United%20States');
    expect(us.body.map((m: { name: string }) => m.name)).toEqual(['Standard', 'Express', 'Pick-up in the workshop']);
    const elsewhere = await t.request('GET', '/api/shipping-methods/?country=Narnia');
    expect(elsewhere.body.map((m: { name: string }) => m.name)).toEqual(['Standard']);
  });

  /** The shopper's cart sent Express to Germany: 19 % on the scarves and the fee, 7 % on the book. */
  const expressToGermanyTax = {
    tax_total: '10.53',
    tax_lines: [
      { name: 'VAT', rate: '19', amount: '9.69' },
      { name: 'VAT', rate: '7', amount: '0.84' },
    ],
    prices_include_tax: false,
  };

  it('the cart with ?country= lists the options with their fee for this cart and estimates the tax of the order', async () => {
    const user = await shopper();
    const res = await t.request('GET', `/api/cart/?country=DE&shipping_method_id=${methods.Express}`, {
      token: user.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.order_total).toBe('52.90'); // without a country: as before, no tax, default method
    expect(res.body.shipping_options.map((o: { name: string; fee: string }) => [o.name, o.fee])).toEqual([
      ['Standard', '4.90'],
      ['Express', '15.00'],
    ]);
    expect(res.body.tax_estimate).toEqual({
      country: 'DE',
      shipping_method_id: methods.Express,
      shipping_fee: '15.00',
      ...expressToGermanyTax,
      order_total: '73.53',
    });
    // A plain cart answer is unchanged for older clients.
    const plain = await t.request('GET', '/api/cart/', { token: user.token });
    expect(plain.body.shipping_options).toBeUndefined();
    expect(plain.body.tax_estimate).toBeUndefined();
  });

  it('Express to Germany: the order keeps the method, the tax per line after the discount and on shipping', async () => {
    const user = await shopper();
    const res = await checkout(user, { shipping: berlin, shipping_method_id: methods.Express });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      subtotal: '48.00',
      shipping_fee: '15.00',
      shipping_method: { id: methods.Express, name: 'Express' },
      ...expressToGermanyTax,
      total: '73.53',
    });
    // The admin sees the same, and the confirmation names the method and the tax.
    const adminView = await t.request('GET', `/api/admin/orders/${res.body.id}/`, { token: admin.token });
    expect(adminView.body).toMatchObject({ shipping_method: { name: 'Express' }, tax_total: '10.53' });
    const mail = await t.request('GET', `/api/admin/email-logs/?search=${res.body.number}`, { token: admin.token });
    const detail = await t.request('GET', `/api/admin/email-logs/${mail.body.results[0].id}/`, { token: admin.token });
    expect(detail.body.text).toMatch(/Shipping: Express +\$15\.00/);
    expect(detail.body.text).toMatch(/VAT \(19 %\) +\$9\.69/);
    // The CSV carries the line's tax, the method, the fee and the order's tax.
    const csv = await t.request('GET', '/api/admin/orders/export.csv', { token: admin.token });
    expect(csv.text).toContain(`${res.body.number},`);
    expect(csv.text).toMatch(/Silk Scarf Tie,,2,18\.00,36\.00,73\.53,6\.84,Express,15\.00,10\.53/);
  });

  it('a checkout naming no method gets the default one, taxed for its country (older clients)', async () => {
    const user = await shopper();
    const res = await checkout(user, { shipping: berlin });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ shipping_method: { name: 'Standard' }, shipping_fee: '4.90', tax_total: '8.61' });
    expect(res.body.total).toBe('61.51');
    // Oregon has no sales tax in the table: exactly the old total.
    const other = await shopper();
    const us = await checkout(other, { shipping: sampleShipping });
    expect(us.body).toMatchObject({ tax_total: '0.00', total: '52.90' });
  });

  it('refuses a method that does not deliver to the country, an unknown one and one switched off, and changes nothing', async () => {
    const user = await shopper();
    const before = await scarfStock();
    const pickUp = await checkout(user, { shipping: berlin, shipping_method_id: methods['Pick-up in the workshop'] });
    expect(pickUp.status).toBe(400);
    expect(pickUp.body).toEqual({ shipping_method_id: ['This shipping method does not deliver to that country.'] });
    const unknown = await checkout(user, { shipping: berlin, shipping_method_id: 999999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ shipping_method_id: ['Invalid pk "999999" - object does not exist.'] });

    // The shopper chose Express; meanwhile an admin switched it off.
    const off = await t.request('PATCH', `/api/admin/shipping-methods/${methods.Express}/`, {
      token: admin.token,
      json: { active: false },
    });
    expect(off.status).toBe(200);
    try {
      const stale = await checkout(user, { shipping: berlin, shipping_method_id: methods.Express });
      expect(stale.status).toBe(400);
      expect(stale.body).toEqual({
        shipping_method_id: ['This shipping method is no longer offered. Please choose another.'],
      });
      expect((await t.request('GET', '/api/shipping-methods/?country=DE')).body).toHaveLength(1);
    } finally {
      await t.request('PATCH', `/api/admin/shipping-methods/${methods.Express}/`, {
        token: admin.token,
        json: { active: true },
      });
    }
    expect(await cartSize(user)).toBe(2);
    expect(await scarfStock()).toBe(before);
    const placed = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
    expect(placed).toEqual([]);
  });

  it('admins define methods; the default keeps the settings’ price and stays on; shoppers cannot', async () => {
    const shopperUser = await createUser(t);
    const denied = await t.request('GET', '/api/admin/shipping-methods/', { token: shopperUser.token });
    expect(denied.status).toBe(403);
    const created = await t.request('POST', '/api/admin/shipping-methods/', {
      token: admin.token,
      json: { name: 'Letter post', price: '2.50', free_from: '20', countries: ['de', 'AT', 'AT'], estimate: '5 days' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ price: '2.50', free_from: '20.00', countries: ['AT', 'DE'], active: true });
    const bad = await t.request('POST', '/api/admin/shipping-methods/', {
      token: admin.token,
      json: { name: 'Nowhere', price: '-1', countries: ['XX'] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['countries.0', 'price']);
    const defaultPrice = await t.request('PATCH', `/api/admin/shipping-methods/${methods.Standard}/`, {
      token: admin.token,
      json: { price: '9.00', active: false },
    });
    expect(defaultPrice.status).toBe(400);
    expect(Object.keys(defaultPrice.body).sort()).toEqual(['active', 'price']);
    const removeDefault = await t.request('DELETE', `/api/admin/shipping-methods/${methods.Standard}/`, {
      token: admin.token,
    });
    expect(removeDefault.status).toBe(409);
    const removed = await t.request('DELETE', `/api/admin/shipping-methods/${created.body.id}/`, {
      token: admin.token,
    });
    expect(removed.status).toBe(204);
    expect((await t.request('GET', '/api/shipping-methods/?country=DE')).body).toHaveLength(2);
  });

  it('admins edit the rate table: a region’s rate wins over its country’s; rates outside 0–100 % change nothing', async () => {
    const count = async () => (await t.db.select().from(taxRates)).length;
    const before = await count();
    for (const rate of ['-1', '100.5', 'abc', 101]) {
      const res = await t.request('POST', '/api/admin/tax-rates/', {
        token: admin.token,
        json: { country: 'US', region: 'OR', rate },
      });
      expect(res.status, String(rate)).toBe(400);
      expect(Object.keys(res.body)).toEqual(['rate']);
    }
    const dup = await t.request('POST', '/api/admin/tax-rates/', {
      token: admin.token,
      json: { country: 'DE', rate: '16' },
    });
    expect(dup.status).toBe(400);
    expect(await count()).toBe(before);

    const oregon = await t.request('POST', '/api/admin/tax-rates/', {
      token: admin.token,
      json: { country: 'us', region: 'or', rate: '2.5', name: 'Sales tax', applies_to_shipping: false },
    });
    expect(oregon.status).toBe(201);
    expect(oregon.body).toMatchObject({ country: 'US', region: 'OR', rate: '2.5', class: 'standard' });
    const tooHigh = await t.request('PATCH', `/api/admin/tax-rates/${oregon.body.id}/`, {
      token: admin.token,
      json: { rate: '250' },
    });
    expect(tooHigh.status).toBe(400);
    const user = await shopper();
    const res = await checkout(user, { shipping: sampleShipping });
    // 36.00 + 12.00 at 2.5 % (the reduced class falls back to the standard rate): 0.90 + 0.30; shipping untaxed.
    expect(res.body).toMatchObject({ tax_total: '1.20', total: '54.10' });
    // The state typed by name, as a shopper writes it, pays the state's rate too (§22): "oregon" is OR.
    const byName = await checkout(await shopper(), { shipping: { ...sampleShipping, state: 'oregon' } });
    expect(byName.status, byName.text).toBe(201);
    expect(byName.body).toMatchObject({ tax_total: '1.20', total: '54.10', shipping: { state: 'oregon' } });
    // A US state that is none is refused at its field, nothing ordered.
    const nowhere = await checkout(await shopper(), { shipping: { ...sampleShipping, state: 'Oregone' } });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body).toEqual({
      'shipping.state': ['Enter a valid state for United States, e.g. CA or California.'],
    });
    expect((await t.request('DELETE', `/api/admin/tax-rates/${oregon.body.id}/`, { token: admin.token })).status).toBe(
      204,
    );
    const list = await t.request('GET', '/api/admin/tax-rates/', { token: admin.token });
    expect(
      list.body.find((r: { country: string; class: string }) => r.country === 'JP' && r.class === 'reduced'),
    ).toMatchObject({ rate: '8' });
  });

  it('GET /api/config/ tells the storefront whether prices include tax', async () => {
    expect((await t.request('GET', '/api/config/')).body.prices_include_tax).toBe(false);
  });

  it('refuses a country it cannot name, which would pay no tax on a parcel shipped all the same: 400 on shipping.country, nothing changes', async () => {
    const user = await shopper();
    await refusesEach(user, berlin, 'country', ['Deutschland', 'Germany.', 'D E', 'XX']);
    // The same parcel named as the shop knows it pays Germany's tax.
    const placed = await checkout(user, { shipping: { ...berlin, country: 'germany' } });
    expect(placed.status).toBe(201);
    expect(Number(placed.body.tax_total)).toBeGreaterThan(0);
  });

  it('US sales tax is the state’s whether typed by code or name; a blank or made-up state is a 400 on shipping.state', async () => {
    const losAngeles = { ...sampleShipping, city: 'Los Angeles', postal_code: '90001' };
    const user = await shopper();
    await refusesEach(user, losAngeles, 'state', ['', 'Calif', 'Cali fornia', 'XX']);
    // 36.00 + 12.00 at California's 7.25 %: 2.61 + 0.87; shipping untaxed there.
    const named = await checkout(user, { shipping: { ...losAngeles, state: ' california ' } });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ tax_total: '3.48' });
    const coded = await checkout(await shopper(), { shipping: { ...losAngeles, state: 'ca' } });
    expect(coded.body).toMatchObject({ tax_total: '3.48' });
  });

  it('the cart for a country no method serves offers nothing', async () => {
    await t.db
      .update(shippingMethods)
      .set({ countries: ['US'] })
      .where(eq(shippingMethods.id, methods.Standard));
    try {
      const user = await shopper();
      const res = await t.request('GET', '/api/cart/?country=DE', { token: user.token });
      expect(res.body.shipping_options.map((o: { name: string }) => o.name)).toEqual(['Express']);
      const none = await t.request('GET', '/api/cart/?country=BR', { token: user.token });
      expect(none.body.shipping_options).toEqual([]);
      const refused = await checkout(user, {
        shipping: { ...berlin, country: 'Brazil', state: 'SP', postal_code: '01310-100' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ shipping_method_id: ['Choose a shipping method that delivers to that country.'] });
      expect(await t.db.select().from(cartItems).where(eq(cartItems.productId, book.id))).not.toHaveLength(0);
    } finally {
      await t.db.update(shippingMethods).set({ countries: [] }).where(eq(shippingMethods.id, methods.Standard));
    }
  });
});
