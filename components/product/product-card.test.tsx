import { screen } from '@testing-library/react';
import { ProductCard } from '@/components/product/product-card';
import { ShopConfigProvider } from '@/context/shop-config';
import { readShopConfig } from '@/lib/read-shop-config';
import { startApi } from '@/test/api';
import { renderAccount } from '@/test/render-account';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

const product = {
  id: 3,
  name: 'Silk hoops',
  slug: 'silk-hoops',
  price: '1234.50',
  category: null,
  image: null,
  in_stock: true,
};
const shop = (currency: string) =>
  readShopConfig({
    currency,
    payment_methods: ['cod'],
    free_shipping_from: '50.00',
    shipping_fee: '4.90',
    password_min_length: 6,
  });

describe('product card', () => {
  it('shows the price in the currency the API configures (EUR here)', () => {
    renderAccount(
      <ShopConfigProvider config={shop('EUR')}>
        <ProductCard product={product} />
      </ShopConfigProvider>,
    );
    expect(screen.getByText('€1,234.50')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).toBeNull();
  });
});
