import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterDrawer } from '@/components/product/filter-drawer';
import { FilterSortLabel } from '@/components/product/filter-sort-label';
import type { ProductQuery } from '@/lib/api/catalog';
import { router } from '@/test/navigation';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
// The dialog arrives in a chunk of its own; loaded up front so the waits below time the drawer, not Vite.
beforeAll(() => import('@/components/product/filter-drawer-dialog'));
beforeEach(() => router.push.mockClear());

const categories = [
  { slug: 'earrings', name: 'Earrings', product_count: 6 },
  { slug: 'bags', name: 'Bags', product_count: 3 },
];

function renderDrawer(query: ProductQuery, count: number) {
  render(
    <FilterDrawer query={query} categories={categories} currencySymbol="$" count={count}>
      <FilterSortLabel count={count} />
    </FilterDrawer>,
  );
  return userEvent.setup();
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Filter & sort/ }));
  return screen.findByRole('dialog', { name: /Filter & sort/ });
}

describe('the "Filter & sort" drawer', () => {
  it('says how many filters are on, on its button and in the drawer', async () => {
    const user = renderDrawer({ category: 'bags', minPrice: '10', inStock: true }, 2);
    expect(screen.getByRole('button', { name: /Filter & sort/ })).toHaveAccessibleName('Filter & sort, 2 filters on');
    const drawer = await open(user);
    expect(drawer).toHaveTextContent('2 filters on');
    expect(within(drawer).getByLabelText('Category')).toHaveValue('bags');
    expect(within(drawer).getByLabelText('Minimum price')).toHaveValue(10);
    expect(within(drawer).getByLabelText('In stock only')).toBeChecked();
  });

  it('applies the category and the sort together with "Show results", keeping the search, and closes', async () => {
    const user = renderDrawer({ search: 'silk' }, 0);
    const drawer = await open(user);
    expect(drawer).toHaveTextContent('no filters on');
    await user.selectOptions(within(drawer).getByLabelText('Category'), 'bags');
    await user.selectOptions(within(drawer).getByLabelText('Sort by'), 'price');
    expect(router.push).not.toHaveBeenCalled();
    await user.click(within(drawer).getByRole('button', { name: 'Show results' }));
    expect(router.push).toHaveBeenCalledWith('/products?search=silk&category=bags&ordering=price');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('clears the filters but keeps the search and the order', async () => {
    const user = renderDrawer({ search: 'silk', category: 'bags', maxPrice: '30', ordering: '-price' }, 2);
    const drawer = await open(user);
    expect(within(drawer).getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/products?search=silk&ordering=-price',
    );
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    const user = renderDrawer({}, 0);
    await open(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: /Filter & sort/ })).toHaveFocus());
  });
});
