import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, products, productSizes, users } from '../../db/schema';
import { seed } from '../../db/seed';
import { createUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { DEMO_SHOPPER, seedDemo } from './demo-history';

describe('--demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('adds a demo shopper and six weeks of orders in every status, once', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const result = await seed(t.db, t.config, { demo: seedDemo });
    expect(result.demo).toEqual(DEMO_SHOPPER);
    const [{ n }] = await t.db.select({ n: count() }).from(orders);
    expect(n).toBeGreaterThan(40);
    const dashboard = await t.request('GET', '/api/admin/dashboard/?days=42', { token: admin.token });
    expect(dashboard.status).toBe(200);
    // Every status of the pay-on-delivery workflow (the demo has no card orders awaiting payment).
    const workflow = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'];
    expect(workflow.every((status) => dashboard.body.orders_by_status[status] > 0)).toBe(true);
    const busyDays = dashboard.body.revenue_by_day.filter((d: { orders: number }) => d.orders > 0);
    expect(busyDays.length).toBeGreaterThan(20);

    // A line of a variant with a price of its own costs that price, as a shop order's would (§26.2).
    const lines = await t.db
      .select({ price: orderItems.price, own: productSizes.price, base: products.price })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(productSizes, eq(productSizes.id, orderItems.productSizeId));
    expect(lines.some((l) => l.own !== null && l.own !== l.base)).toBe(true);
    for (const l of lines) expect(l.price).toBe(l.own ?? l.base);

    await seed(t.db, t.config, { demo: seedDemo });
    expect((await t.db.select({ n: count() }).from(orders))[0].n).toBe(n);
    expect(await t.db.select().from(users).where(eq(users.email, DEMO_SHOPPER.email))).toHaveLength(1);
  });

  it('the demo shopper signs in with the documented password and sees their orders', async () => {
    const login = await t.request('POST', '/api/login/', {
      json: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
    });
    expect(login.status).toBe(200);
    const mine = await t.request('GET', '/api/orders/', { token: login.body.access });
    expect(mine.body.count).toBeGreaterThan(3);
    expect(mine.body.results[0].number).toMatch(/^FT-\d{4}-\d{6}$/);
  });
});
