import { describe, expect, it } from 'vitest';
import type { OrderView } from '../orders/view';
import { packingSlipHtml } from './packing-slip';

const order = {
  id: 1,
  number: 'FT-2026-000001',
  created_at: '2026-03-14T10:00:00.000Z',
  total: '53.00',
  shipping: {
    full_name: 'Ben Loom',
    phone: '',
    address_line1: '1 Mill Lane',
    address_line2: '',
    city: 'Leeds',
    state: '',
    postal_code: 'LS1 1AA',
    country: 'GB',
  },
  items: [
    {
      name: 'Scrunchie',
      size: 'Indigo / Large',
      price: '24.00',
      line_total: '48.00',
      quantity: 2,
      personalization: [{ label: 'Initials', answer: 'B<L>' }],
    },
  ],
  gift: { message: 'Happy birthday, <Ada>!', wrap: true, hide_prices: true },
} as unknown as OrderView;

const shop = { shopName: 'Fabric Tales', currency: 'GBP' };

describe('§29.3 the packing slip', () => {
  it('a gift that hides prices shows no price, with the gift message and the personalization answers', () => {
    const html = packingSlipHtml(shop, order);
    expect(html).not.toMatch(/£|Price|Order total/);
    expect(html).toContain('Gift message');
    expect(html).toContain('Happy birthday, &lt;Ada&gt;!');
    expect(html).toContain('<li>Initials: B&lt;L&gt;</li>');
    expect(html).toContain('<td>Indigo / Large</td><td class="num">2</td>');
    expect(html).toContain('14 March 2026');
    expect(html).toContain('United Kingdom');
  });

  it('a gift that shows prices keeps them', () => {
    const html = packingSlipHtml(shop, { ...order, gift: { message: '', hide_prices: false } } as unknown as OrderView);
    expect(html).toContain('£24.00');
    expect(html).toContain('£53.00');
    expect(html).not.toContain('Gift message');
  });
});
