import { describe, expect, it } from 'vitest';
import type { Order } from '@fabric-tales/contract';
import { sampleShipping } from '../../test/fixtures';
import type { OrderReturn } from '@fabric-tales/contract';
import { returnStatusEmail } from '../returns/emails';
import { orderConfirmationEmail, orderReceiptEmail, orderStatusEmail } from './emails';

const order: Order = {
  id: 7,
  number: 'FT-2026-000007',
  status: 'shipped',
  payment: null,
  discount_code: 'SPRING10',
  discount_total: '246.90',
  items: [
    {
      id: 1,
      product_id: 1,
      product_size_id: 3,
      name: 'Linen Hoops <b>',
      size: 'Large',
      price: '1234.50',
      quantity: 2,
      line_total: '2469.00',
      seal_required: false,
      returnable_quantity: 0,
    },
    {
      id: 2,
      product_id: 2,
      product_size_id: null,
      name: 'Silk Scarf Tie',
      size: null,
      price: '18.00',
      quantity: 1,
      line_total: '18.00',
      seal_required: false,
      returnable_quantity: 0,
    },
  ],
  subtotal: '2487.00',
  shipping_fee: '0.00',
  total: '2240.10',
  shipping: sampleShipping,
  payment_method: 'cod',
  notes: '',
  tracking_number: 'TRACK-1',
  carrier: '',
  tracking_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  status_history: [],
  refunded_total: '0.00',
  return_deadline: null,
  returns: [],
};
const customer = { email: 'ada@example.test' };
const shop = (currency: string) => ({
  shopName: 'Fabric Tales',
  frontendUrl: 'http://shop.test',
  apiUrl: 'http://api.test',
  currency,
});
const pictures = new Map([[1, '/media/products/1.webp']]);

/** The HTML's visible text in order, tags dropped: what a reader of the email sees. */
const visible = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('order receipts', () => {
  it('the confirmation is an MJML receipt: brand, a table of lines with pictures, totals, address, order link', async () => {
    const mail = await orderConfirmationEmail(shop('USD'), customer, order, pictures);
    expect(mail).toMatchObject({ to: 'ada@example.test', kind: 'order_confirmation' });
    const { html, text } = mail;
    // A real HTML email document (MJML's output), not the paragraph layout.
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('<table');
    expect(html).toContain('href="http://shop.test/"');
    // The first line has its picture (absolute, from the API's origin); the second, without one, a swatch.
    expect(html).toContain('<img src="http://api.test/media/products/1.webp" alt="Linen Hoops &lt;b&gt;"');
    expect(html.match(/<img /g)).toHaveLength(1);
    // Names are escaped, never markup.
    expect(html).not.toContain('Linen Hoops <b>');
    const seen = visible(html);
    for (const fact of [
      'Fabric Tales',
      'Thank you for your order FT-2026-000007',
      'Hello,',
      'Item Qty Price',
      'Linen Hoops <b> Size Large $1,234.50 each 2 $2,469.00',
      'Silk Scarf Tie $18.00 each 1 $18.00',
      'Subtotal $2,487.00',
      'Discount (SPRING10) −$246.90',
      'Shipping $0.00',
      'Total $2,240.10',
      'Ada Weaver 12 Loom Street 97201 Portland OR United States',
      'See your order',
      'Payment: cash on delivery',
    ]) {
      expect(seen).toContain(fact);
    }
    expect(html).toContain('href="http://shop.test/orders/7"');

    // The plain-text alternative carries the same facts.
    expect(text).toContain('2 × Linen Hoops <b> (size Large) at $1,234.50: $2,469.00');
    expect(text).toMatch(/Discount \(SPRING10\)\s+−\$246\.90/);
    expect(text).toMatch(/Total\s+\$2,240\.10/);
    expect(text).toContain('Shipping to:\nAda Weaver\n12 Loom Street\n97201 Portland\nOR\nUnited States');
    expect(text).toContain('See your order: http://shop.test/orders/7');
  });

  it('writes money in the configured currency with its ISO digits', async () => {
    const eur = await orderStatusEmail(shop('EUR'), customer, order);
    expect(eur.kind).toBe('order_status');
    expect(eur.text).toContain('€2,469.00');
    expect(eur.text).toContain('Your order is on its way.');
    expect(eur.text).toContain('Tracking number: TRACK-1');
    expect(eur.text).not.toContain('$');
    const jpy = await orderStatusEmail(shop('JPY'), customer, { ...order, total: '2240' });
    expect(jpy.text).toMatch(/Total\s+¥2,240\n/);
  });

  it('§29.2 the shipped email names the carrier and links to its tracking page; an unknown carrier gets no link', async () => {
    const url = 'https://www.ups.com/track?tracknum=1Z%20999';
    const shipped = await orderStatusEmail(shop('USD'), customer, {
      ...order,
      tracking_number: '1Z 999',
      carrier: 'ups',
      tracking_url: url,
    });
    expect(shipped.text).toContain('Tracking number: 1Z 999 (UPS)');
    expect(shipped.text).toContain(`Track your parcel: ${url}`);
    expect(shipped.html).toContain(`href="${url}"`);
    expect(visible(shipped.html)).toContain('Track your parcel');
    const local = await orderStatusEmail(shop('USD'), customer, { ...order, carrier: 'Bike courier' });
    expect(local.text).toContain('Tracking number: TRACK-1 (Bike courier)');
    expect(local.text).not.toContain('Track your parcel');
    expect(local.html).not.toContain('Track your parcel');
  });

  it('shows shipping method, tax and refunds when the order (or the email) carries them', async () => {
    const later = {
      ...order,
      shipping_method: { id: 2, name: 'Express' },
      tax_total: '373.35',
      tax_lines: [{ name: 'VAT', rate: '20.00', amount: '373.35' }],
      prices_include_tax: true,
      refunded_total: '18.00',
    };
    const mail = await orderReceiptEmail(shop('EUR'), customer, later, pictures, {
      kind: 'order_status',
      subject: 'Refund',
      title: 'Your refund',
      intro: ['We have refunded a piece.'],
    });
    const seen = visible(mail.html);
    expect(seen).toContain('Shipping: Express €0.00');
    // Tax included (EU style): shown inside the total, after it.
    expect(seen).toContain('Total €2,240.10 Including VAT (20.00 %) €373.35');
    expect(seen).toContain('Refunded −€18.00');
    expect(mail.text).toMatch(/Including VAT \(20\.00 %\)\s+€373\.35/);

    // Tax added (US style): a line before the total.
    const usStyle: Order = { ...later, prices_include_tax: false } as Order;
    const added = await orderConfirmationEmail(shop('USD'), customer, usStyle);
    expect(visible(added.html)).toContain('VAT (20.00 %) $373.35 Total $2,240.10');
  });
});

describe('return and refund receipts (§23)', () => {
  const ret: OrderReturn = {
    id: 3,
    number: 'FT-2026-000007-R1',
    order_id: 7,
    order_number: 'FT-2026-000007',
    payment_method: 'cod',
    status: 'approved',
    lines: [
      { order_item_id: 1, name: 'Linen Hoops <b>', size: 'Large', price: '1234.50', quantity: 1, restock: false },
    ],
    reason: 'wrong_size',
    note: '',
    seal_intact: true,
    message: '',
    refund_amount: null,
    refund: null,
    return_address: 'Returns desk, 1 Weaver Lane, Bath',
    created_at: '2026-01-02T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    status_history: [],
  };

  it('a return step is the receipt: the returned lines as the table, the return address and the exchange note', async () => {
    const mail = await returnStatusEmail(shop('USD'), customer, order, pictures, ret);
    expect(mail).toMatchObject({
      kind: 'return_status',
      subject: 'Fabric Tales: return FT-2026-000007-R1 is approved',
    });
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain('<img src="http://api.test/media/products/1.webp" alt="Linen Hoops &lt;b&gt;"');
    const seen = visible(mail.html);
    for (const fact of [
      'Return FT-2026-000007-R1: approved',
      'Hello,',
      'send it to the address below',
      'Order FT-2026-000007. Reason: Wrong size.',
      'Return FT-2026-000007-R1 : approved',
      // One unit of the two bought: the table is the return, not the order.
      'Item Qty Price Linen Hoops <b> Size Large $1,234.50 each 1 $1,234.50 Returned items $1,234.50',
      'Return address: Returns desk, 1 Weaver Lane, Bath.',
      'An exchange is a return plus a new order',
      'Ada Weaver 12 Loom Street',
    ]) {
      expect(seen).toContain(fact);
    }
    expect(seen).not.toContain('Silk Scarf Tie');
    expect(seen).not.toContain('Refunded');
    expect(mail.html).toContain('href="http://shop.test/orders/7"');
    expect(mail.text).toContain('1 × Linen Hoops <b> (size Large) at $1,234.50: $1,234.50');
    expect(mail.text).toMatch(/Returned items\s+\$1,234\.50\n/);
    expect(mail.text).toContain('Return address: Returns desk, 1 Weaver Lane, Bath.');
  });

  it('a refund email shows the refund amount and how it went back, in the HTML and the text', async () => {
    const refunded: OrderReturn = {
      ...ret,
      status: 'refunded',
      refund_amount: '1000.00',
      refund: {
        amount: '1000.00',
        state: 'manual',
        stripe_refund_id: null,
        method: 'bank transfer',
        reference: 'TR-42',
        error: '',
        refunded_at: '2026-01-05T00:00:00.000Z',
      },
    };
    const mail = await returnStatusEmail(shop('EUR'), customer, order, pictures, refunded);
    const seen = visible(mail.html);
    expect(seen).toContain('Returned items €1,234.50 Refunded by bank transfer −€1,000.00');
    expect(seen).toContain('We refunded €1,000.00 by bank transfer (reference TR-42).');
    // The parcel is back: no more return address.
    expect(seen).not.toContain('Return address');
    expect(mail.text).toMatch(/Refunded by bank transfer\s+−€1,000\.00/);

    const card = await returnStatusEmail(shop('EUR'), customer, order, pictures, {
      ...refunded,
      refund: { ...refunded.refund!, state: 'succeeded', method: 'card', reference: '' },
    });
    expect(visible(card.html)).toContain('Refunded to your card −€1,000.00');
    expect(card.text).toContain('to your card; your bank may take a few days');
  });
});
