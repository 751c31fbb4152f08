import { screen } from '@testing-library/react';
import { ProductCard } from '@/components/product/product-card';
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
describe('product card', () => {
  it('shows the price in the currency the API configures (EUR here)', () => {
    renderAccount(<ProductCard product={product} currency="EUR" />);
    expect(screen.getByText('€1,234.50')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).toBeNull();
  });
});
