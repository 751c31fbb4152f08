import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithQueries } from '@/test/queries';
import { ProductEditor } from '@/components/admin/product-editor';
import { http, HttpResponse, requestsTo, server, startApi, url } from '@/test/api';
import { ALL_FEATURES, OUR_API_CONFIG } from '@/test/shop-config';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

const product = (stock: number) => ({
  id: 7,
  name: 'Sage Disc Pendant',
  slug: 'sage-disc-pendant',
  description: 'Hand-stitched.',
  price: '24.00',
  category: null,
  category_id: null,
  image: null,
  images: [],
  sizes: [],
  stock,
  in_stock: stock > 0,
  materials: '',
  care: '',
  featured: false,
});

describe('product editor: no lost updates', () => {
  it('saves with the ETag it loaded; when the product changed meanwhile it says so and shows the current values', async () => {
    const user = userEvent.setup();
    let version = 1;
    const ifMatch: (string | null)[] = [];
    server.use(
      http.get(url('/api/categories/'), () => HttpResponse.json([])),
      http.get(url('/api/admin/products/7/'), () =>
        HttpResponse.json(product(version === 1 ? 8 : 5), { headers: { etag: `"v${version}"` } }),
      ),
      http.patch(url('/api/admin/products/7/'), ({ request }) => {
        ifMatch.push(request.headers.get('if-match'));
        // A checkout took 3 units after the form was loaded.
        version = 2;
        return HttpResponse.json(
          { detail: 'This product changed since you opened it.', code: 'precondition_failed' },
          { status: 412 },
        );
      }),
    );
    // A backend that knows only sizes (no `fabrics` listed): the form keeps its sizes and one stock figure.
    renderWithQueries(<ProductEditor id="7" />, { ...OUR_API_CONFIG, features: { ...ALL_FEATURES, fabrics: false } });
    const stock = await screen.findByLabelText('Stock');
    expect(stock).toHaveValue(8);
    await user.clear(stock);
    await user.type(stock, '20');
    await user.click(screen.getByRole('button', { name: 'Save product' }));

    expect(await screen.findByText(/changed while you were editing it/)).toBeInTheDocument();
    expect(ifMatch).toEqual(['"v1"']);
    await vi.waitFor(() => expect(requestsTo('get', '/api/admin/products/7/')).toHaveLength(2));
    // The refetch has been sent; its answer lands a moment later.
    await vi.waitFor(() => expect(screen.getByLabelText('Stock')).toHaveValue(5));
    // The fabrics were never asked for: the API's features said there are none (no probe for a 404).
    expect(requestsTo('get', '/api/admin/fabrics/')).toEqual([]);
  }, 20_000);
});
