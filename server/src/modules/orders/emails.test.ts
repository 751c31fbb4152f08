import { describe, expect, it } from 'vitest';
import type { Order } from '@fabric-tales/contract';
import { sampleShipping } from '../../test/fixtures';
import { orderConfirmationEmail, orderStatusEmail } from './emails';

const order: Order = {
  id: 1,
  number: 'FT-2026-000001',
  status: 'shipped',
  payment: null,
  discount_code: null,
  discount_total: '0.00',
  items: [
    {
      id: 1,
      product_id: 1,
      product_size_id: null,
      name: 'Linen Hoops',
      size: null,
      price: '1234.50',
      quantity: 2,
      line_total: '2469.00',
      seal_required: false,
      returnable_quantity: 0,
    },
  ],
  subtotal: '2469.00',
  shipping_fee: '0.00',
  total: '2469.00',
  shipping: sampleShipping,
  payment_method: 'cod',
  notes: '',
  tracking_number: '',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  status_history: [],
  refunded_total: '0.00',
  return_deadline: null,
  returns: [],
};
const customer = { email: 'ada@example.test', username: 'ada', firstName: 'Ada' };
const shop = (currency: string) => ({ shopName: 'Fabric Tales', frontendUrl: 'http://shop.test', currency });

describe('order emails', () => {
  it('write money in the configured currency with Intl.NumberFormat', () => {
    const usd = orderConfirmationEmail(shop('USD'), customer, order);
    expect(usd.text).toContain('2 × Linen Hoops: $2,469.00');
    expect(usd.text).toContain('total $2,469.00');
    const eur = orderStatusEmail(shop('EUR'), customer, order);
    expect(eur.text).toContain('€2,469.00');
    expect(eur.text).not.toContain('$');
  });
});
