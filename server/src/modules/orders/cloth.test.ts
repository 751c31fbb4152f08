import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLogs, fabrics, orderItems, productSizes } from '../../db/schema';
import { createUser, placeOrder, sampleShipping, type TestUser } from '../../test/fixtures';
import { adminCreateDesign, adminCreateFabric } from '../../test/fabrics';
import { createTestClock, startTestApp, type TestApp } from '../../test/test-app';

/** Checkout with variants cut from shared cloth (docs/product-rules.md §26.4, docs/adr/0010-cloth-stock.md). */
describe('checkout takes finished pieces, then cloth', () => {
  let t: TestApp;
  let admin: TestUser;
  // A Thursday: three working days later is the next Tuesday.
  const clock = createTestClock(new Date('2026-12-03T10:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({ clock });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const clothOf = async (id: number) =>
    (await t.db.select({ cm: fabrics.stockCm }).from(fabrics).where(eq(fabrics.id, id)))[0].cm;
  const stockOf = async (id: number) =>
    (await t.db.select({ stock: productSizes.stock }).from(productSizes).where(eq(productSizes.id, id)))[0].stock;

  it('§26.2 an order line snapshots its variant’s label and price; the totals are the variants’', async () => {
    const silk = await adminCreateFabric(t, admin, { name: 'Order Plum Silk', stock_cm: 0 });
    const design = await adminCreateDesign(t, admin, {
      name: 'Order Tassel Earrings',
      price: '24.00',
      variants: [
        { label: 'Plum short', fabric_id: silk.id, stock: 3 },
        { label: 'Plum long', fabric_id: silk.id, stock: 3, price: '31.50' },
      ],
    });
    const buyer = await createUser(t);
    const res = await placeOrder(t, buyer, [
      { product_id: design.id, product_size_id: design.variants[0].id },
      { product_id: design.id, product_size_id: design.variants[1].id, quantity: 2 },
    ]);
    expect(res.status, res.text).toBe(201);
    expect(res.body.items).toEqual([
      expect.objectContaining({ size: 'Plum short', price: '24.00', quantity: 1, line_total: '24.00' }),
      expect.objectContaining({ size: 'Plum long', price: '31.50', quantity: 2, line_total: '63.00' }),
    ]);
    expect(res.body.subtotal).toBe('87.00');
    // Finished pieces only: no ship-by date, nothing taken from the cloth.
    expect(res.body).not.toHaveProperty('ships_by');
    expect(await stockOf(design.variants[1].id)).toBe(1);
  });

  it('§26.4 §26.5 finished pieces go first, then cloth; the line made to order ships by its working days', async () => {
    const cotton = await adminCreateFabric(t, admin, { name: 'Ship-by Cotton', stock_cm: 100 });
    const design = await adminCreateDesign(t, admin, {
      name: 'Ship-by Necklace',
      price: '40.00',
      variants: [{ label: 'Cotton', fabric_id: cotton.id, stock: 1, made_to_order: true, fabric_cm: 25, lead_days: 3 }],
    });
    const other = await adminCreateDesign(t, admin, {
      name: 'Ship-by Studs',
      price: '10.00',
      variants: [{ label: 'Cotton', fabric_id: cotton.id, stock: 0, made_to_order: true, fabric_cm: 10, lead_days: 8 }],
    });
    const buyer = await createUser(t);
    const res = await placeOrder(t, buyer, [
      { product_id: design.id, product_size_id: design.variants[0].id, quantity: 3 },
    ]);
    expect(res.status, res.text).toBe(201);
    // One finished piece, two made from 2 × 25 cm; Thursday + 3 working days = Tuesday.
    expect(await stockOf(design.variants[0].id)).toBe(0);
    expect(await clothOf(cotton.id)).toBe(50);
    expect(res.body.items[0].ships_by).toBe('2026-12-08');
    expect(res.body.ships_by).toBe('2026-12-08');
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, res.body.id));
    expect(line).toMatchObject({ madeUnits: 2, clothCm: 50, fabricId: cotton.id });
    const [email] = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.kind, 'order_confirmation'), eq(emailLogs.to, buyer.email)));
    expect(email.text).toContain('your order ships by Tuesday 8 December 2026');

    // The order's date is the latest of its lines: 8 working days from Thursday is the Tuesday after next.
    const second = await createUser(t);
    const both = await placeOrder(t, second, [
      { product_id: design.id, product_size_id: design.variants[0].id },
      { product_id: other.id, product_size_id: other.variants[0].id },
    ]);
    expect(both.status, both.text).toBe(201);
    expect(both.body.items.map((i: { ships_by?: string }) => i.ships_by)).toEqual(['2026-12-08', '2026-12-15']);
    expect(both.body.ships_by).toBe('2026-12-15');
    expect(await clothOf(cotton.id)).toBe(15);

    // §26.4: cancelling gives back exactly what was taken: the finished piece to the stock, the cloth to the fabric.
    const cancel = await t.request('POST', `/api/orders/${res.body.id}/cancel/`, { token: buyer.token });
    expect(cancel.status, cancel.text).toBe(200);
    expect(await stockOf(design.variants[0].id)).toBe(1);
    expect(await clothOf(cotton.id)).toBe(65);
  });

  it('§26.4 more than the cloth can make is refused with what is left, and nothing moves', async () => {
    const linen = await adminCreateFabric(t, admin, { name: 'Refusal Linen', stock_cm: 70 });
    const design = await adminCreateDesign(t, admin, {
      name: 'Refusal Scrunchie',
      price: '9.00',
      variants: [{ label: 'Linen', fabric_id: linen.id, made_to_order: true, fabric_cm: 30, lead_days: 2 }],
    });
    const buyer = await createUser(t);
    await t.request('POST', '/api/cart/', {
      token: buyer.token,
      json: { product_id: design.id, product_size_id: design.variants[0].id, quantity: 2 },
    });
    // Another checkout takes cloth for one piece meanwhile.
    await t.db.update(fabrics).set({ stockCm: 40 }).where(eq(fabrics.id, linen.id));
    const res = await t.request('POST', '/api/orders/', { token: buyer.token, json: { shipping: sampleShipping } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: 'Only 1 left of Refusal Scrunchie (Linen).', code: 'out_of_stock' });
    expect(await clothOf(linen.id)).toBe(40);
  });
});

describe('cloth shared by two designs under concurrency', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('§26.4 40 checkouts at once of two designs cut from one fabric: neither the cloth nor a stock is oversold', async () => {
    const fabric = await adminCreateFabric(t, admin, { name: 'Contested Ikat', stock_cm: 300 });
    // Earrings: 2 finished, then 30 cm a pair; a necklace: 1 finished, then 50 cm each.
    const earrings = await adminCreateDesign(t, admin, {
      name: 'Contested Earrings',
      price: '20.00',
      variants: [{ label: 'Ikat', fabric_id: fabric.id, stock: 2, made_to_order: true, fabric_cm: 30, lead_days: 4 }],
    });
    const necklace = await adminCreateDesign(t, admin, {
      name: 'Contested Necklace',
      price: '45.00',
      variants: [{ label: 'Ikat', fabric_id: fabric.id, stock: 1, made_to_order: true, fabric_cm: 50, lead_days: 6 }],
    });
    const buyers = await Promise.all(Array.from({ length: 40 }, () => createUser(t)));
    for (const [i, b] of buyers.entries()) {
      const design = i % 2 ? earrings : necklace;
      const res = await t.request('POST', '/api/cart/', {
        token: b.token,
        json: { product_id: design.id, product_size_id: design.variants[0].id },
      });
      expect(res.status, res.text).toBe(201);
    }
    const results = await Promise.all(
      buyers.map((b) => t.request('POST', '/api/orders/', { token: b.token, json: { shipping: sampleShipping } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'out_of_stock')).toBe(true);
    const lines = await t.db.select().from(orderItems);
    const cloth = lines.reduce((sum, l) => sum + l.clothCm, 0);
    const finished = (id: number) =>
      lines.filter((l) => l.productSizeId === id).reduce((sum, l) => sum + l.quantity - l.madeUnits, 0);
    expect(lines).toHaveLength(statuses.filter((s) => s === 201).length);
    // Every piece sold is either a finished one or cloth that was there: 300 cm, nothing below zero.
    expect(finished(earrings.variants[0].id)).toBe(2);
    expect(finished(necklace.variants[0].id)).toBe(1);
    expect(cloth).toBeLessThanOrEqual(300);
    const [left] = await t.db.select({ cm: fabrics.stockCm }).from(fabrics).where(eq(fabrics.id, fabric.id));
    expect(left.cm).toBe(300 - cloth);
    // Sold until the cloth could not make another piece of the design that was refused last.
    expect(left.cm).toBeLessThan(50);
    for (const id of [earrings.variants[0].id, necklace.variants[0].id]) {
      const [row] = await t.db.select({ stock: productSizes.stock }).from(productSizes).where(eq(productSizes.id, id));
      expect(row.stock).toBe(0);
    }
    // Every unit ordered was taken from a finished piece or from cloth at its variant's length.
    for (const l of lines) {
      const cm = l.productSizeId === earrings.variants[0].id ? 30 : 50;
      expect(l.clothCm).toBe(l.madeUnits * cm);
    }
  }, 120_000);
});

describe('restocking a fabric emails those waiting for any design cut from it (§26.6)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('one restock of the cloth, one back-in-stock email per waiting request across designs', async () => {
    const fabric = await adminCreateFabric(t, admin, { name: 'Waited-for Batik', stock_cm: 0 });
    const designs = await Promise.all(
      ['Batik Hoops', 'Batik Headband'].map((name) =>
        adminCreateDesign(t, admin, {
          name,
          price: '18.00',
          variants: [{ label: 'Batik', fabric_id: fabric.id, made_to_order: true, fabric_cm: 20, lead_days: 3 }],
        }),
      ),
    );
    const shopper = await createUser(t);
    for (const d of designs) {
      const res = await t.request('POST', `/api/products/${d.id}/notify/`, {
        token: shopper.token,
        json: { product_size_id: d.variants[0].id },
      });
      expect(res.status, res.text).toBe(201);
    }
    const sent = () =>
      t.db
        .select()
        .from(emailLogs)
        .where(and(eq(emailLogs.kind, 'back_in_stock'), eq(emailLogs.to, shopper.email)));
    // A fabric edit that adds no cloth emails nobody.
    await t.request('PATCH', `/api/admin/fabrics/${fabric.id}/`, {
      token: admin.token,
      json: { story: 'Wax-resist.' },
    });
    expect(await sent()).toHaveLength(0);
    const restock = await t.request('PATCH', `/api/admin/fabrics/${fabric.id}/`, {
      token: admin.token,
      json: { stock_cm: 200 },
    });
    expect(restock.status).toBe(200);
    expect(restock.body.used_by.map((u: { can_make: number }) => u.can_make)).toEqual([10, 10]);
    const mails = await sent();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringContaining('Batik Headband'),
      expect.stringContaining('Batik Hoops'),
    ]);
    // Once per request: another restock emails nobody again.
    await t.request('PATCH', `/api/admin/fabrics/${fabric.id}/`, { token: admin.token, json: { stock_cm: 400 } });
    expect(await sent()).toHaveLength(2);
    // Now in stock from cloth: asking again is refused.
    const again = await t.request('POST', `/api/products/${designs[0].id}/notify/`, {
      token: shopper.token,
      json: { product_size_id: designs[0].variants[0].id },
    });
    expect(again.status).toBe(400);
    expect(again.body).toHaveProperty('product_size_id');
  });
});
