import type { Order } from '@/lib/types';

const DAY = 86_400_000;

/** One line of a placed order, as the API answers it. */

export const orderItem = (
  id: number,
  name: string,
  extra: Partial<Order['items'][number]> = {},
): Order['items'][number] => ({
  id,
  product_id: id,
  product_size_id: null,
  name,
  size: null,
  price: '20.00',
  quantity: 2,
  line_total: '40.00',
  seal_required: false,
  returnable_quantity: 2,
  ...extra,
});

/** A delivered order, as the API answers it, still within its return window. */
export const anOrder = (extra: Partial<Order> = {}): Order => ({
  id: 7,
  number: 'FT-2026-000007',
  status: 'delivered',
  payment: null,
  discount_code: null,
  discount_total: '0.00',
  items: [
    orderItem(11, 'Silk Scarf Tie'),
    orderItem(12, 'Linen Hoops', { seal_required: true, quantity: 1, returnable_quantity: 1 }),
  ],
  subtotal: '60.00',
  shipping_fee: '4.90',
  total: '64.90',
  shipping: {
    full_name: 'Sam',
    phone: '',
    address_line1: '1 Road',
    address_line2: '',
    city: 'Town',
    state: '',
    postal_code: '1',
    country: 'US',
  },
  payment_method: 'cod',
  notes: '',
  tracking_number: '',
  carrier: '',
  tracking_url: null,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  status_history: [],
  refunded_total: '0.00',
  return_deadline: new Date(Date.now() + 10 * DAY).toISOString(),
  returns: [],
  ...extra,
});
