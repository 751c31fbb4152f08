import { describe, expect, it } from 'vitest';
import { compileMjml, receiptHtml, receiptMjml } from './receipt-html';
import type { Receipt, ReceiptLine } from './receipt';
import { sampleShipping } from '../../test/fixtures';

const shop = { shopName: 'Fabric Tales', frontendUrl: 'http://localhost:3000', currency: 'USD' };
const line = (name: string, pictureUrl: string | null = null): ReceiptLine => ({
  name,
  size: 'M',
  quantity: 2,
  price: '20.00',
  lineTotal: '40.00',
  pictureUrl,
});
const order: Receipt = {
  title: 'Thank you for your order FT-1001',
  intro: ['Hello Ada,', 'We have your order.'],
  orderNumber: 'FT-1001',
  orderUrl: 'http://localhost:3000/orders/1',
  lines: [line('Silk Hoops', 'http://localhost:8000/media/hoops.jpg'), line('Linen Scarf')],
  subtotal: '80.00',
  shippingFee: '4.90',
  total: '84.90',
  payment: 'cash on delivery',
  shippingAddress: sampleShipping,
};
const everything: Receipt = {
  ...order,
  title: 'Your refund for FT-1002',
  intro: ['Hello <Zoë> & "friends",', 'A refund of $&1 is on its way: $1 $$ @@receipt-slot-0@@.', 'Third line.'],
  orderNumber: 'FT-1002 <b>',
  discount: { code: 'SPRING', amount: '8.00' },
  shippingMethod: 'Express',
  tax: { lines: [{ name: 'VAT', rate: '19', amount: '12.77' }], total: '12.77', included: true },
  refund: { amount: '20.00', note: 'returned' },
  trackingNumber: "1Z'999",
  returnInfo: {
    number: 'R-7',
    status: 'refunded',
    lines: [line('Hoops "Ikat" $& Co.')],
    itemsTotal: '40.00',
    refund: { amount: '40.00', method: 'card' },
    notes: ['Send it to: 1 Atelier Way', 'We will exchange it.'],
  },
};

// Receipts are compiled once per shape and filled with their values: the bytes must be the whole compile's.
describe('receiptHtml', () => {
  it.each([
    ['an order', order],
    ['a refund with every part, and values that look like markers or replacement patterns', everything],
    ['the same shape with other values', { ...order, orderNumber: 'FT-1003', lines: [line('Wool Brooch')] }],
  ])('%s: the same HTML as compiling its MJML', async (_, receipt) => {
    const expected = await compileMjml(receiptMjml(shop, receipt));
    expect(await receiptHtml(shop, receipt)).toBe(expected);
    expect(await receiptHtml(shop, receipt)).toBe(expected);
  });

  it('a value is written once, as escaped: a name holding a marker is not filled in', async () => {
    const html = await receiptHtml(shop, everything);
    expect(html).toContain('@@receipt-slot-0@@');
    expect(html).toContain('Hello &lt;Zoë&gt; &amp; &quot;friends&quot;,');
    expect(html).toContain('$&amp;1 is on its way: $1 $$');
  });
});
