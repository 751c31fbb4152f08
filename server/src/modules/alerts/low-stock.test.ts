import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { emailLogs } from '../../db/schema';
import { createProduct, createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('low-stock alert', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ config: { lowStockThreshold: 2, shopEmail: 'owner@shop.test' } });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const lowStockMails = () => t.db.select().from(emailLogs).where(eq(emailLogs.kind, 'low_stock'));
  const buy = async (productId: number, sizeId: number, quantity: number) => {
    const res = await placeOrder(t, await createUser(t), [
      { product_id: productId, product_size_id: sizeId, quantity },
    ]);
    expect(res.status).toBe(201);
    return res.body;
  };

  it('emails the shop once per crossing of the threshold, again only after a restock above it', async () => {
    const p = await createProduct(t, {
      name: 'Rosehip Scrunchie',
      sizes: [
        { label: 'Mini', stock: 5 },
        { label: 'Classic', stock: 9 },
      ],
    });
    const [mini, classic] = p.sizes;

    await buy(p.id, mini.id, 2); // 5 → 3: above the threshold
    expect(await lowStockMails()).toHaveLength(0);
    await buy(p.id, mini.id, 1); // 3 → 2: crossed
    const [first] = await lowStockMails();
    expect(first.to).toBe('owner@shop.test');
    expect(first.subject).toContain('Rosehip Scrunchie (Mini) has 2 left');
    await buy(p.id, mini.id, 1); // 2 → 1: still low, no second email
    await buy(p.id, classic.id, 1); // other size, far above
    expect(await lowStockMails()).toHaveLength(1);

    // A restock to the threshold itself does not re-arm it; above it does.
    const patch = (miniStock: number) =>
      t.request('PATCH', `/api/admin/products/${p.id}/`, {
        token: admin.token,
        json: {
          sizes: [
            { id: mini.id, label: 'Mini', stock: miniStock },
            { id: classic.id, label: 'Classic', stock: 8 },
          ],
        },
      });
    expect((await patch(2)).status).toBe(200);
    await buy(p.id, mini.id, 1); // 2 → 1
    expect(await lowStockMails()).toHaveLength(1);
    expect((await patch(6)).status).toBe(200);
    await buy(p.id, mini.id, 1); // 6 → 5
    expect(await lowStockMails()).toHaveLength(1);
    await buy(p.id, mini.id, 5); // 5 → 0: crossed again
    const mails = await lowStockMails();
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toContain('Rosehip Scrunchie (Mini) is sold out');
  });

  it('a cancellation that lifts the size above the threshold re-arms it too', async () => {
    const p = await createProduct(t, { name: 'Linen Hair Bow', sizes: [{ label: 'One size', stock: 4 }] });
    const size = p.sizes[0];
    const before = (await lowStockMails()).length;
    const buyer = await createUser(t);
    const order = await placeOrder(t, buyer, [{ product_id: p.id, product_size_id: size.id, quantity: 3 }]);
    expect((await lowStockMails()).length).toBe(before + 1);
    await t.request('POST', `/api/orders/${order.body.id}/cancel/`, { token: buyer.token }); // back to 4
    await buy(p.id, size.id, 2); // 4 → 2: a new crossing
    expect((await lowStockMails()).length).toBe(before + 2);
  });
});
