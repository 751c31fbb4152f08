import { render, screen } from '@testing-library/react';
import { PurchaseNotes } from '@/components/product/purchase-notes';
import { UNKNOWN_SHOP_CONFIG, type StorefrontConfig } from '@/lib/shop-config';

const config = (change: Partial<StorefrontConfig>): StorefrontConfig => ({
  ...UNKNOWN_SHOP_CONFIG,
  known: true,
  currency: 'EUR',
  free_shipping_from: '75.00',
  shipping_fee: '5.50',
  ...change,
});

const lines = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('delivery and returns beside the button', () => {
  it('quotes the delivery estimate, the shipping rule and the return window from the shop’s settings', () => {
    render(<PurchaseNotes config={config({ return_days: 14 })} delivery="3–6 working days" />);
    expect(screen.getByRole('list', { name: 'Delivery and returns' })).toBeInTheDocument();
    expect(lines()).toEqual([
      'Delivery in 3–6 working days',
      'Free shipping on orders from €75.00, otherwise €5.50',
      'Returns within 14 days of delivery',
      'Handmade in small batches',
    ]);
  });

  it('leaves out what an older backend does not say: no estimate, no return window', () => {
    render(<PurchaseNotes config={config({})} delivery={null} />);
    expect(lines()).toEqual(['Free shipping on orders from €75.00, otherwise €5.50', 'Handmade in small batches']);
  });

  it('says no shipping rule without the API, and no returns line when returns are off', () => {
    render(<PurchaseNotes config={{ ...UNKNOWN_SHOP_CONFIG, return_days: 0 }} delivery={null} />);
    expect(lines()).toEqual(['Handmade in small batches']);
  });

  it('says shipping is free on every order when there is no fee', () => {
    render(<PurchaseNotes config={config({ shipping_fee: '0.00', return_days: 1 })} delivery={null} />);
    expect(lines()).toEqual([
      'Free shipping on every order',
      'Returns within 1 day of delivery',
      'Handmade in small batches',
    ]);
  });
});
