import { fireEvent, render, screen } from '@testing-library/react';
import { CheckoutLines } from '@/components/ui/checkout-lines';
import { ProductLineItem } from '@/components/ui/product-line-item';
import { Thumbnail } from '@/components/ui/thumbnail';
import { categoryPicture } from '@/components/home/featured-categories';
import type { Cents } from '@/lib/money';

vi.mock('@/context/use-money', () => ({ useMoney: () => (cents: number) => `€${(cents / 100).toFixed(2)}` }));

const frame = () => screen.getByTestId('thumbnail');

describe('a line thumbnail', () => {
  it('shows the picture it is given', () => {
    render(<Thumbnail image="/media/products/silk.webp" sizes="48px" className="size-12" />);
    expect(frame().querySelector('img')).not.toBeNull();
    expect(screen.queryByTestId('fabric-placeholder')).toBeNull();
  });

  it.each([null, undefined, ''])('is the fabric placeholder without a picture (%s), never an empty square', (image) => {
    render(<Thumbnail image={image} sizes="48px" className="size-12" />);
    expect(frame().querySelector('img')).toBeNull();
    expect(screen.getByTestId('fabric-placeholder')).toBeInTheDocument();
  });

  it('turns into the fabric placeholder when the picture fails to load', () => {
    render(<Thumbnail image="/media/products/gone.webp" sizes="48px" className="size-12" />);
    fireEvent.error(frame().querySelector('img')!);
    expect(frame().querySelector('img')).toBeNull();
    expect(screen.getByTestId('fabric-placeholder')).toBeInTheDocument();
  });

  it('a cart or wishlist line whose picture fails to load shows the fabric placeholder', () => {
    render(
      <ul>
        <ProductLineItem image="/media/products/gone.webp" busy={false} actions={null}>
          Silk hoops
        </ProductLineItem>
      </ul>,
    );
    fireEvent.error(screen.getByRole('listitem').querySelector('img')!);
    expect(screen.getByRole('listitem').querySelector('img')).toBeNull();
    expect(screen.getByTestId('fabric-placeholder')).toBeInTheDocument();
  });

  it('checkout and order lines show a thumbnail for each line, the placeholder where a line has no picture', () => {
    const line = { size: null, quantity: 1, lineTotal: 1800 as Cents };
    render(
      <CheckoutLines
        lines={[
          { ...line, key: 'a', name: 'Silk hoops', image: '/media/products/silk.webp' },
          // An older backend's order line has no `image` at all.
          { ...line, key: 'b', name: 'Linen tie' },
        ]}
      />,
    );
    const [withPicture, without] = screen.getAllByTestId('thumbnail');
    expect(withPicture.querySelector('img')).not.toBeNull();
    expect(without.querySelector('[data-testid="fabric-placeholder"]')).not.toBeNull();
  });
});

describe('a category tile’s picture', () => {
  const piece = (id: number, categoryId: number, image: string | null) => ({
    id,
    name: `P${id}`,
    slug: `p${id}`,
    price: '10.00',
    category: { id: categoryId, name: 'C', slug: 'c' },
    image,
    in_stock: true,
  });
  const pieces = [
    piece(1, 2, null),
    piece(2, 2, '/media/products/two.webp'),
    piece(3, 3, '/media/products/three.webp'),
  ];

  it('is the category’s own picture when it has one', () => {
    expect(categoryPicture({ id: 2, image: '/media/categories/c.webp' }, pieces)).toMatch(
      /\/media\/categories\/c\.webp$/,
    );
  });

  it('else a featured piece of that category with a picture (older backends give categories none)', () => {
    expect(categoryPicture({ id: 2 }, pieces)).toMatch(/\/media\/products\/two\.webp$/);
    expect(categoryPicture({ id: 2, image: null }, pieces)).toMatch(/\/media\/products\/two\.webp$/);
  });

  it('else none (the tile keeps its fabric colour)', () => {
    expect(categoryPicture({ id: 9, image: null }, pieces)).toBeNull();
  });
});
