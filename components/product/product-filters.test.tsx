import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductFilters } from '@/components/product/product-filters';
import type { ProductQuery } from '@/lib/api/catalog';
import { router } from '@/test/navigation';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
beforeEach(() => router.push.mockClear());

const categories = [{ slug: 'bags', name: 'Bags', product_count: 3 }];
const HINT = 'The minimum is above the maximum.';

function renderFilters(query: ProductQuery = {}, inDrawer = false) {
  const onApplied = vi.fn();
  render(
    <ProductFilters query={query} categories={categories} currencySymbol="$" inDrawer={inDrawer} onApplied={onApplied}>
      {/* The drawer ends the form with its own submit button (filter-drawer-dialog.tsx). */}
      {inDrawer && <button type="submit">Show results</button>}
    </ProductFilters>,
  );
  return { user: userEvent.setup(), onApplied };
}

describe('the price range check', () => {
  it('refuses a minimum above the maximum with a hint by the fields, and asks for nothing', async () => {
    const { user } = renderFilters();
    await user.type(screen.getByLabelText('Minimum price'), '50');
    await user.type(screen.getByLabelText('Maximum price'), '10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByText(HINT)).toBeInTheDocument();
    for (const label of ['Minimum price', 'Maximum price']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(HINT);
    }
    // A change that applies at once (the sidebar) is refused too while the range is inverted.
    await user.click(screen.getByLabelText('In stock only'));
    expect(router.push).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Maximum price'));
    await user.type(screen.getByLabelText('Maximum price'), '60');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.push).toHaveBeenCalledWith('/products?min_price=50&max_price=60&in_stock=true');
    expect(screen.queryByText(HINT)).toBeNull();
    expect(screen.getByLabelText('Minimum price')).not.toHaveAttribute('aria-invalid');
  });

  it('takes an equal minimum and maximum (one price)', async () => {
    const { user } = renderFilters();
    await user.type(screen.getByLabelText('Minimum price'), '20');
    await user.type(screen.getByLabelText('Maximum price'), '20.00');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.push).toHaveBeenCalledWith('/products?min_price=20&max_price=20.00');
  });

  it('in the drawer the refused range keeps the drawer open', async () => {
    const { user, onApplied } = renderFilters({ minPrice: '40' }, true);
    await user.type(screen.getByLabelText('Maximum price'), '5');
    await user.click(screen.getByRole('button', { name: 'Show results' }));
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(onApplied).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('the sidebar', () => {
  it('applies a category at once, back to page 1, keeping the search', async () => {
    const { user } = renderFilters({ search: 'silk', page: 3 });
    await user.selectOptions(screen.getByLabelText('Category'), 'bags');
    expect(router.push).toHaveBeenCalledWith('/products?search=silk&category=bags');
  });
});

describe('§26.2 the fabric filter', () => {
  const fabrics = [
    { slug: 'plum-ikat', name: 'Plum ikat', count: 4 },
    { slug: 'teal-ikat', name: 'Teal ikat', count: 0 },
  ];

  it('lists the fabrics with their counts and narrows the listing to the one chosen, keeping the other filters', async () => {
    const user = userEvent.setup();
    render(
      <ProductFilters query={{ category: 'bags' }} categories={categories} fabrics={fabrics} currencySymbol="$" />,
    );
    const select = screen.getByLabelText('Fabric');
    expect(screen.getByRole('option', { name: 'Plum ikat (4)' })).toBeInTheDocument();
    await user.selectOptions(select, 'plum-ikat');
    expect(router.push).toHaveBeenCalledWith('/products?category=bags&fabric=plum-ikat');
  });

  it('offers no fabric filter when the backend lists no fabrics', () => {
    renderFilters();
    expect(screen.queryByLabelText('Fabric')).not.toBeInTheDocument();
  });
});
