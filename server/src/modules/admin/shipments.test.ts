import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriers } from '@fabric-tales/contract';
import { emailLogs } from '../../db/schema';
import { createProduct, createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

describe('§29.2 shipments: a carrier and its tracking link; §29.3 the packing slip', () => {
  let t: TestApp;
  let admin: TestUser;
  let ada: TestUser;
  let orderId: number;

  beforeAll(async () => {
    t = await startTestApp({ config: { shopName: 'Fabric Tales' } });
    admin = await createUser(t, { role: 'admin' });
    ada = await createUser(t, { username: 'ada' });
    const scarf = await createProduct(t, { name: 'Silk <Scarf>', price: '24.00', stock: 5 });
    const clip = await createProduct(t, { name: 'Hair Clip', price: '5.00', sizes: [{ label: 'Maxi', stock: 4 }] });
    orderId = (
      await placeOrder(t, ada, [
        { product_id: scarf.id, quantity: 2 },
        { product_id: clip.id, product_size_id: clip.sizes[0].id },
      ])
    ).body.id;
  });
  afterAll(() => t.close());

  const patch = (json: unknown, token = admin.token) =>
    t.request('PATCH', `/api/admin/orders/${orderId}/`, { token, json });
  const slip = (id = orderId, token: string | null = admin.token) =>
    t.request('GET', `/api/admin/orders/${id}/packing-slip/`, { token: token ?? undefined });

  it.each([
    ['usps', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%20111%2F22'],
    ['ups', 'https://www.ups.com/track?tracknum=9400%20111%2F22'],
    ['fedex', 'https://www.fedex.com/fedextrack/?trknbr=9400%20111%2F22'],
    ['dhl', 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=9400%20111%2F22'],
    ['royal_mail', 'https://www.royalmail.com/track-your-item#/tracking-results/9400%20111%2F22'],
    ['canada_post', 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=9400%20111%2F22'],
  ])('carrier %s links to its tracking page with the number URL-encoded', async (carrier, url) => {
    const res = await patch({ carrier, tracking_number: '9400 111/22' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ carrier, tracking_number: '9400 111/22', tracking_url: url });
  });

  it('every carrier of the table is tested above', () => {
    expect(carriers.map((c) => c.code).sort()).toEqual(
      ['canada_post', 'dhl', 'fedex', 'royal_mail', 'ups', 'usps'].sort(),
    );
  });

  it("a carrier's name is kept as its code; an unknown carrier is kept as written, without a link", async () => {
    expect((await patch({ carrier: 'Royal Mail', tracking_number: 'AB1' })).body).toMatchObject({
      carrier: 'royal_mail',
      tracking_url: 'https://www.royalmail.com/track-your-item#/tracking-results/AB1',
    });
    expect((await patch({ carrier: 'Bike courier' })).body).toMatchObject({
      carrier: 'Bike courier',
      tracking_number: 'AB1',
      tracking_url: null,
    });
    expect((await patch({ carrier: 'ups', tracking_number: '' })).body.tracking_url).toBeNull();
  });

  it('the shopper sees the link on the order, and the shipped email carries it', async () => {
    await patch({ status: 'confirmed' });
    const shipped = await patch({ status: 'shipped', carrier: 'fedex', tracking_number: '7777' });
    expect(shipped.body.status).toBe('shipped');
    const mine = await t.request('GET', `/api/orders/${orderId}/`, { token: ada.token });
    expect(mine.body).toMatchObject({
      carrier: 'fedex',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr=7777',
    });
    const mails = await t.db.select().from(emailLogs);
    const email = mails.find((m) => m.kind === 'order_status' && m.text.includes('7777'));
    expect(email?.text).toContain('Tracking number: 7777 (FedEx)');
    expect(email?.html).toContain('href="https://www.fedex.com/fedextrack/?trknbr=7777"');
  });

  it('bad carriers are a 400 naming the field', async () => {
    expect((await patch({ carrier: 42 })).body).toEqual({ carrier: ['Not a valid string.'] });
    const long = await patch({ carrier: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(Object.keys(long.body)).toEqual(['carrier']);
  });

  it('the packing slip is a printable page: shop, number, date, address, lines with sizes and quantities, prices', async () => {
    const res = await slip();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'none'/);
    // The inline stylesheet is the one the policy's hash allows.
    const style = res.text.match(/<style>([\s\S]*?)<\/style>/)![1];
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(style).toContain('@media print');
    const order = (await t.request('GET', `/api/admin/orders/${orderId}/`, { token: admin.token })).body;
    for (const fact of [
      'Fabric Tales',
      order.number,
      'Ada Weaver',
      '12 Loom Street',
      '97201 Portland',
      'Silk &lt;Scarf&gt;',
      '<td>Maxi</td><td class="num">1</td>',
      '<td class="num">2</td><td class="num">$24.00</td><td class="num">$48.00</td>',
      `${order.total}`,
    ]) {
      expect(res.text).toContain(fact);
    }
    expect(res.text).not.toContain('Silk <Scarf>');
    expect(res.text).not.toContain('Gift message');
  });

  it('the packing slip is for admins only; an unknown order is 404', async () => {
    expect((await slip(orderId, ada.token)).status).toBe(403);
    expect((await slip(orderId, null)).status).toBe(401);
    expect((await slip(999_999)).status).toBe(404);
    expect((await slip(999_999, ada.token)).status).toBe(403);
  });
});
