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

  it('§26.2 says "from" the lowest price when its variants cost more, and shows its fabrics as swatch dots', () => {
    renderAccount(
      <ProductCard
        product={{
          ...product,
          price: '24.00',
          price_max: '36.00',
          fabrics: [
            { slug: 'plum-ikat', swatch: '/media/fabrics/plum.webp' },
            { slug: 'teal-ikat', swatch: null },
          ],
        }}
        currency="USD"
      />,
    );
    expect(screen.getByTestId('product-price')).toHaveTextContent(/^from \$24\.00$/);
    expect(screen.getByText('In 2 fabrics')).toBeInTheDocument();
    expect(screen.getByTestId('fabric-dots').querySelectorAll('[aria-hidden]')).toHaveLength(2);
  });

  it('shows the one price, without "from", when every variant costs the same or the backend sends no price_max', () => {
    const { unmount } = renderAccount(<ProductCard product={{ ...product, price_max: '1234.50' }} currency="USD" />);
    expect(screen.getByTestId('product-price')).toHaveTextContent(/^\$1,234\.50$/);
    unmount();
    renderAccount(<ProductCard product={product} currency="USD" />);
    expect(screen.getByTestId('product-price')).toHaveTextContent(/^\$1,234\.50$/);
    expect(screen.queryByTestId('fabric-dots')).not.toBeInTheDocument();
  });
});
