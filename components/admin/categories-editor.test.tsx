import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoriesEditor } from '@/components/admin/categories-editor';
import { answer, requestsTo, startApi } from '@/test/api';
import { renderWithQueries } from '@/test/queries';

startApi();

const category = (id: number, name: string, position: number, product_count = 0) => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: '',
  position,
  image: null,
  product_count,
});

describe('§29.4 the categories screen', () => {
  beforeEach(() => {
    answer('get', '/api/admin/categories/', [category(1, 'Earrings', 0, 3), category(2, 'Scarves', 1)]);
  });

  it('moves a category with its arrows and cannot delete one holding products', async () => {
    const user = userEvent.setup();
    answer('patch', '/api/admin/categories/2/', category(2, 'Scarves', 0));
    renderWithQueries(<CategoriesEditor />);
    await screen.findByText('Scarves');
    expect(screen.getByRole('button', { name: 'Move Earrings up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Scarves down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Earrings' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Scarves' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Move Scarves up' }));
    await vi.waitFor(() => expect(requestsTo('patch', '/api/admin/categories/2/')).toHaveLength(1));
    expect(requestsTo('patch', '/api/admin/categories/2/')[0].body).toEqual({ position: 0 });
  });

  it('adds a category and shows the API’s refusal on its field', async () => {
    const user = userEvent.setup();
    answer('post', '/api/admin/categories/', { slug: ['category with this slug already exists.'] }, 400);
    renderWithQueries(<CategoriesEditor />);
    await screen.findByText('Scarves');
    await user.type(screen.getByLabelText('Name'), 'Brooches');
    await user.type(screen.getByLabelText(/^Address in the shop/), 'scarves');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await vi.waitFor(() => expect(requestsTo('post', '/api/admin/categories/')).toHaveLength(1));
    expect(requestsTo('post', '/api/admin/categories/')[0].body).toEqual({
      name: 'Brooches',
      slug: 'scarves',
      description: '',
    });
    expect(await screen.findByLabelText(/^Address in the shop/)).toHaveAccessibleDescription(
      expect.stringContaining('already exists'),
    );
  });
});
