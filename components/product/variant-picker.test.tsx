import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ProductVariant } from '@fabric-tales/contract';
import { Suspense } from 'react';
import { AddToCart } from '@/components/product/add-to-cart';
import { productViews } from '@/components/product/product-views';
import type { Product } from '@/lib/types';
import { defaultVariant, fabricVariants } from '@/lib/variant-choice';

const addToCart = vi.fn();
vi.mock('@/context/cart-context', () => ({ useCart: () => ({ addToCart }) }));
vi.mock('@/context/auth-context', () => ({ useAuth: () => ({ isAuthenticated: false }) }));
beforeAll(() =>
  Promise.all([
    import('@/components/product/variant-sold-out'),
    import('@/components/product/sold-out-notice'),
    import('@/components/product/purchase-extras'),
  ]),
);
beforeEach(() => {
  addToCart.mockReset();
  window.history.replaceState(null, '', '/products/tassel-drop');
});

const plum = { id: 1, name: 'Plum ikat', slug: 'plum-ikat', swatch: '/media/fabrics/plum.webp' };
const teal = { id: 2, name: 'Teal ikat', slug: 'teal-ikat', swatch: null };
const rust = { id: 3, name: 'Rust batik', slug: 'rust-batik', swatch: null };

function variant(id: number, over: Partial<ProductVariant>): ProductVariant {
  return {
    id,
    label: `Variant ${id}`,
    fabric: null,
    size: null,
    price: '30.00',
    compare_at_price: null,
    stock: 5,
    made_to_order: false,
    lead_days: 0,
    available: 5,
    in_stock: true,
    images: [],
    ...over,
  };
}

function design(variants: ProductVariant[] | undefined, sizes = variants ?? []): Product {
  return {
    id: 7,
    name: 'Tassel drop earrings',
    slug: 'tassel-drop',
    price: '30.00',
    category: null,
    image: null,
    in_stock: true,
    description: '',
    images: [{ url: '/media/products/tassel.webp', alt: 'Tassel drop earrings' }],
    materials: '',
    care: '',
    stock: 0,
    featured: false,
    created_at: '2026-11-01T10:00:00Z',
    // As the API lists them: one per variant, labelled as it, with what can be sold of it.
    sizes: sizes.map((s) => ({ id: s.id, label: s.label, stock: s.available })),
    ...(variants ? { variants } : {}),
  };
}

const fabricDesign = () =>
  design([
    variant(11, {
      label: 'Plum ikat',
      fabric: plum,
      images: [{ url: '/media/products/plum.webp', alt: 'Plum ikat tassels' }],
    }),
    variant(12, {
      label: 'Teal ikat',
      fabric: teal,
      price: '36.00',
      compare_at_price: '40.00',
      images: [{ url: '/media/products/teal.webp', alt: 'Teal ikat tassels' }],
    }),
    variant(13, { label: 'Rust batik', fabric: rust, stock: 0, available: 0, in_stock: false }),
  ]);

/** What the product page renders (app/products/[slug]/page.tsx): the price, the gallery and the purchase box. */
function renderPage(product: Product) {
  const views = productViews(product, 'USD');
  const variants = fabricVariants(product);
  return render(
    <>
      <div data-testid="gallery">{views.gallery}</div>
      {views.price}
      <Suspense>
        <AddToCart product={product} price="$30.00" variants={variants} firstVariant={defaultVariant(variants)?.id} />
      </Suspense>
    </>,
  );
}

/** The price showing: the others are in the page, hidden. */
const price = () => {
  const shown = screen.getAllByTestId('product-price').filter((el) => !el.closest('[hidden]'));
  expect(shown).toHaveLength(1);
  return shown[0];
};
const gallery = () => within(screen.getByTestId('gallery'));

describe('§26.2 the swatch picker', () => {
  it('swaps the price (compare-at struck through) and the pictures, keeps the choice in the address, and adds the chosen variant', async () => {
    renderPage(fabricDesign());
    const plumSwatch = await screen.findByRole('radio', { name: 'Plum ikat' });
    expect(plumSwatch).toBeChecked();
    expect(price()).toHaveTextContent('$30.00');
    expect(within(price()).queryByTestId('compare-at-price')).not.toBeInTheDocument();
    expect(gallery().getByRole('img', { name: 'Plum ikat tassels' })).toBeInTheDocument();
    expect(gallery().queryByRole('img', { name: 'Teal ikat tassels' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Teal ikat' }));

    expect(price()).toHaveTextContent('$36.00');
    expect(within(price()).getByTestId('compare-at-price').tagName).toBe('S');
    expect(within(price()).getByTestId('compare-at-price')).toHaveTextContent('Was $40.00');
    expect(gallery().getByRole('img', { name: 'Teal ikat tassels' })).toBeInTheDocument();
    expect(gallery().queryByRole('img', { name: 'Plum ikat tassels' })).not.toBeInTheDocument();
    expect(window.location.search).toBe('?variant=12');

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 7, price: '36.00' }), 12);
  });

  it('opens on the variant the address names', async () => {
    window.history.replaceState(null, '', '/products/tassel-drop?variant=12');
    renderPage(fabricDesign());
    expect(await screen.findByRole('radio', { name: 'Teal ikat' })).toBeChecked();
    expect(price()).toHaveTextContent('$36.00');
  });

  it('strikes a sold-out fabric through, still lets it be chosen and offers the back-in-stock form', async () => {
    renderPage(fabricDesign());
    const rustSwatch = await screen.findByRole('radio', { name: /Rust batik.*sold out/ });
    expect(rustSwatch.closest('label')).toHaveAttribute('data-sold-out');
    expect(screen.getByText('Rust batik', { selector: '.swatch-name' })).toHaveClass('swatch-name');

    fireEvent.click(rustSwatch);
    expect(await screen.findByText('Rust batik is sold out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Email me when it's back" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rust batik sold out' })).toBeDisabled();
  });

  it('offers the sizes of the chosen fabric only, and keeps the size across fabrics', async () => {
    renderPage(
      design([
        variant(21, { label: 'Plum ikat / 40 cm', fabric: plum, size: '40 cm' }),
        variant(22, { label: 'Plum ikat / 60 cm', fabric: plum, size: '60 cm', price: '42.00' }),
        variant(23, { label: 'Teal ikat / 60 cm', fabric: teal, size: '60 cm', price: '44.00' }),
      ]),
    );
    fireEvent.click(await screen.findByRole('radio', { name: '60 cm' }));
    expect(price()).toHaveTextContent('$42.00');
    expect(screen.getAllByRole('radio', { name: /cm/ })).toHaveLength(2);

    fireEvent.click(screen.getByRole('radio', { name: 'Teal ikat' }));
    expect(screen.getAllByRole('radio', { name: /cm/ })).toHaveLength(1);
    expect(screen.getByRole('radio', { name: '60 cm' })).toBeChecked();
    expect(price()).toHaveTextContent('$44.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addToCart).toHaveBeenCalledWith(expect.anything(), 23);
  });

  it('§26.5 a piece made to order with no finished one says when it ships, in working days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T15:00:00Z')); // a Friday: 3 working days is Wednesday
    try {
      renderPage(
        design([
          variant(31, { label: 'Plum ikat', fabric: plum, stock: 0, made_to_order: true, lead_days: 3, available: 4 }),
        ]),
      );
      expect(await screen.findByText('Made to order: ships by Dec 2, 2026')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a backend that knows only sizes', () => {
  it('shows the size picker as before when the product has no variants, and sends the size id', async () => {
    const sizesOnly = design(undefined, [variant(41, { label: 'S' }), variant(42, { label: 'M' })]);
    renderPage(sizesOnly);
    expect(screen.queryByRole('group', { name: /Fabric/ })).not.toBeInTheDocument();
    expect(price()).toHaveTextContent('$30.00');
    fireEvent.click(await screen.findByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }), 42);
  });

  it('keeps the size picker when no variant is cut from a fabric', () => {
    renderPage(design([variant(51, { label: 'S', size: 'S' }), variant(52, { label: 'M', size: 'M' })]));
    expect(screen.queryByRole('radio', { name: /ikat/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'S' })).not.toBeChecked();
  });
});
