import { render, screen, within } from '@testing-library/react';
import { RevenueChart } from '@/components/admin/revenue-chart';
import { ShopConfigProvider } from '@/context/shop-config';
import { readShopConfig } from '@/lib/api/shop-config';

const days = [
  { date: '2026-11-19', revenue: '0.00', orders: 0 },
  { date: '2026-11-20', revenue: '40.00', orders: 2 },
  { date: '2026-11-21', revenue: '10.00', orders: 1 },
];

describe('revenue chart', () => {
  it('names the chart with the period, the total and the best day', () => {
    render(<RevenueChart days={days} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Revenue by day from Nov 19 to Nov 21: $50.00 in total, highest on Nov 20 with $40.00.',
    );
  });

  it('draws bars in proportion to the revenue', () => {
    const { container } = render(<RevenueChart days={days} />);
    const heights = [...container.querySelectorAll('rect')].map((r) => Number(r.getAttribute('height')));
    expect(heights[0]).toBe(0);
    expect(heights[1]).toBeCloseTo(heights[2] * 4, -1);
  });

  it('has every figure in a table for those who cannot see the bars', () => {
    render(<RevenueChart days={days} />);
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
    expect(rows.map((r) => r.textContent)).toEqual([
      'DayOrdersRevenue',
      'Nov 190$0.00',
      'Nov 202$40.00',
      'Nov 211$10.00',
    ]);
  });
});

describe('revenue chart in another currency', () => {
  it('reads every figure in the currency the API configures (EUR here), the total summed in cents', () => {
    const config = readShopConfig({
      currency: 'EUR',
      payment_methods: ['cod'],
      free_shipping_from: '0.00',
      shipping_fee: '0.00',
      password_min_length: 6,
    });
    const cents = [
      { date: '2026-11-20', revenue: '0.10', orders: 1 },
      { date: '2026-11-21', revenue: '0.20', orders: 1 },
    ];
    render(
      <ShopConfigProvider config={config}>
        <RevenueChart days={cents} />
      </ShopConfigProvider>,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Revenue by day from Nov 20 to Nov 21: €0.30 in total, highest on Nov 21 with €0.20.',
    );
    expect(screen.getAllByText('€0.20', { selector: 'td' })).toHaveLength(1);
  });
});
