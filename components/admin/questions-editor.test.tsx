import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductForm } from '@/components/admin/product-form';
import type { AdminProduct, AdminProductInput } from '@/lib/api/admin';
import { STOCK_CONFIG, WithShopConfig } from '@/test/shop-config';

const piece = {
  id: 5,
  name: 'Monogram scrunchie',
  slug: 'monogram-scrunchie',
  price: '22.00',
  description: '',
  materials: '',
  care: '',
  featured: false,
  stock: 3,
  sizes: [],
  category: null,
  image: null,
  images: [],
  in_stock: true,
  created_at: '2026-11-01T10:00:00Z',
  one_of_a_kind: false,
  personalization: [{ id: 3, label: 'Initials', kind: 'text', required: true, max_length: 3, choices: [] }],
} as unknown as AdminProduct;

function renderForm(onSubmit: (input: AdminProductInput) => Promise<void>, stock = false) {
  render(
    <WithShopConfig config={stock ? STOCK_CONFIG : undefined}>
      <ProductForm product={piece} categories={[]} submitLabel="Save" onSubmit={onSubmit} />
    </WithShopConfig>,
  );
}

describe('the admin edits a piece’s questions and its one-of-a-kind mark (§30.1, §30.2)', () => {
  it('§30.1 keeps a question’s id, adds a choice question with one choice per line, marks the piece one of a kind', async () => {
    const onSubmit = vi.fn<(input: AdminProductInput) => Promise<void>>(async () => {});
    renderForm(onSubmit);
    expect(screen.getByLabelText('Question 1')).toHaveValue('Initials');
    await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    await userEvent.type(screen.getByLabelText('Question 2'), 'Thread colour');
    await userEvent.selectOptions(screen.getByLabelText('Question 2 kind'), 'choice');
    await userEvent.type(screen.getByLabelText('Question 2 choices'), 'Gold{enter} Plum {enter}{enter}');
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Required' })[1]);
    await userEvent.click(screen.getByRole('checkbox', { name: /One of a kind/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      one_of_a_kind: true,
      personalization: [
        { id: 3, label: 'Initials', kind: 'text', required: true, max_length: 3, choices: [] },
        { label: 'Thread colour', kind: 'choice', required: true, max_length: null, choices: ['Gold', 'Plum'] },
      ],
    });
  });

  it('§30.1 offers at most five questions', async () => {
    renderForm(vi.fn(async () => {}));
    for (let i = 0; i < 4; i++) await userEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.getByLabelText('Question 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a question' })).toBeNull();
  });

  it('§30.1 a choice question without choices is refused by its field, nothing is saved', async () => {
    const onSubmit = vi.fn<(input: AdminProductInput) => Promise<void>>(async () => {});
    renderForm(onSubmit);
    await userEvent.selectOptions(screen.getByLabelText('Question 1 kind'), 'choice');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give at least one choice.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a backend without personalization gets no questions editor and no such fields', async () => {
    const onSubmit = vi.fn<(input: AdminProductInput) => Promise<void>>(async () => {});
    renderForm(onSubmit, true);
    expect(screen.queryByTestId('questions-editor')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /One of a kind/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('personalization');
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('one_of_a_kind');
  });
});
