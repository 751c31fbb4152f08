import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductEditor } from '@/components/admin/product-editor';
import { answer, requestsTo, startApi } from '@/test/api';
import { renderWithQueries } from '@/test/queries';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

const fabric = (id: number, name: string) => ({
  id,
  name,
  slug: name.toLowerCase().replace(' ', '-'),
  swatch: null,
  fibre: 'cotton',
  origin: 'India',
  story: '',
  care: '',
  stock_cm: 500,
  used_by: [],
  updated_at: '2026-11-20T10:00:00Z',
});

const variant = (id: number, label: string, over: Record<string, unknown> = {}) => ({
  id,
  label,
  fabric: null,
  fabric_id: 1,
  size: null,
  price: '30.00',
  compare_at_price: null,
  stock: 2,
  made_to_order: false,
  lead_days: 0,
  available: 2,
  in_stock: true,
  fabric_cm: null,
  images: [],
  ...over,
});

const design = {
  id: 7,
  name: 'Tassel Drop Earrings',
  slug: 'tassel-drop-earrings',
  description: 'Hand-stitched.',
  price: '30.00',
  category: null,
  image: null,
  images: [],
  sizes: [
    { id: 11, label: 'Plum ikat', stock: 2 },
    { id: 12, label: 'Teal ikat', stock: 0 },
  ],
  variants: [
    variant(11, 'Plum ikat'),
    variant(12, 'Teal ikat', { fabric_id: 2, price: null, stock: 0, made_to_order: true, lead_days: 5, fabric_cm: 30 }),
  ],
  stock: 2,
  in_stock: true,
  materials: '',
  care: '',
  featured: false,
};

beforeEach(() => {
  answer('get', '/api/categories/', []);
  answer('get', '/api/admin/fabrics/', [fabric(1, 'Plum ikat'), fabric(2, 'Teal ikat'), fabric(3, 'Rust batik')]);
  answer('get', '/api/admin/products/7/', design);
  answer('patch', '/api/admin/products/7/', design);
});

describe('§26.2 the product editor’s variants', () => {
  it('shows each variant, edits its price and compare-at price, adds one in a fabric and leaves a removed one out (the API retires it when orders name it)', async () => {
    const user = userEvent.setup();
    renderWithQueries(<ProductEditor id="7" />);

    const first = within(await screen.findByRole('group', { name: 'Variant Plum ikat' }));
    expect(first.getByLabelText('Variant 1 fabric')).toHaveDisplayValue('Plum ikat');
    const second = within(screen.getByRole('group', { name: 'Variant Teal ikat' }));
    // An empty price is the product's; a made-to-order variant shows its lead time and cloth per piece.
    expect(second.getByLabelText('Variant 2 price')).toHaveValue('');
    expect(second.getByLabelText('Variant 2 made to order')).toBeChecked();
    expect(second.getByLabelText('Variant 2 cloth per piece (cm)')).toHaveValue(30);
    expect(screen.queryByLabelText('Size 1 label')).not.toBeInTheDocument();

    await user.type(first.getByLabelText('Variant 1 compare-at price'), '40.00');
    await user.clear(first.getByLabelText('Variant 1 price'));
    await user.type(first.getByLabelText('Variant 1 price'), '34.00');

    await user.click(screen.getByRole('button', { name: 'Remove variant Teal ikat' }));
    await user.click(screen.getByRole('button', { name: 'Add a variant' }));
    const added = within(screen.getByRole('group', { name: 'Variant 2' }));
    await user.selectOptions(added.getByLabelText('Variant 2 fabric'), 'Rust batik');
    await user.type(added.getByLabelText('Variant 2 size'), 'Long');
    // The label follows the fabric and size until the admin types one.
    expect(added.getByLabelText('Variant 2 label')).toHaveValue('Rust batik / Long');
    await user.type(added.getByLabelText('Variant 2 price'), '38.50');
    await user.click(added.getByLabelText('Variant 2 made to order'));
    await user.clear(added.getByLabelText('Variant 2 lead days'));
    await user.type(added.getByLabelText('Variant 2 lead days'), '7');
    await user.type(added.getByLabelText('Variant 2 cloth per piece (cm)'), '45');

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await vi.waitFor(() => expect(requestsTo('patch', '/api/admin/products/7/')).toHaveLength(1));
    const sent = requestsTo('patch', '/api/admin/products/7/')[0].body as { variants: unknown[] };
    expect(sent.variants).toEqual([
      expect.objectContaining({ id: 11, label: 'Plum ikat', fabric_id: 1, price: '34.00', compare_at_price: '40.00' }),
      {
        label: 'Rust batik / Long',
        fabric_id: 3,
        size: 'Long',
        price: '38.50',
        compare_at_price: null,
        stock: 0,
        made_to_order: true,
        lead_days: 7,
        fabric_cm: 45,
      },
    ]);
  }, 30_000);

  it('names a made-to-order variant without cloth per piece, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithQueries(<ProductEditor id="7" />);
    const second = within(await screen.findByRole('group', { name: 'Variant Teal ikat' }));
    await user.clear(second.getByLabelText('Variant 2 cloth per piece (cm)'));
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Say how much cloth one piece takes.')).toBeInTheDocument();
    expect(requestsTo('patch', '/api/admin/products/7/')).toHaveLength(0);
  }, 20_000);
});
