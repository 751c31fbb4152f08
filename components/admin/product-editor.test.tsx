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

  it('a photo added while the owner types keeps what she typed, and the save goes against the version after it', async () => {
    const user = userEvent.setup();
    let images: { id: number; url: string; alt: string }[] = [];
    const ifMatch: (string | null)[] = [];
    server.use(
      http.get(url('/api/categories/'), () => HttpResponse.json([])),
      http.get(url('/api/admin/products/7/'), () =>
        HttpResponse.json({ ...product(8), status: 'draft', images }, { headers: { etag: `"v${images.length + 1}"` } }),
      ),
      http.post(url('/api/admin/products/7/images/'), () => {
        images = [{ id: 1, url: '/media/products/one.webp', alt: '' }];
        return HttpResponse.json(images[0], { status: 201 });
      }),
      http.patch(url('/api/admin/products/7/'), async ({ request }) => {
        ifMatch.push(request.headers.get('if-match'));
        return HttpResponse.json({ ...product(8), ...((await request.json()) as object), images });
      }),
    );
    renderWithQueries(<ProductEditor id="7" />, { ...OUR_API_CONFIG, features: { ...ALL_FEATURES, fabrics: false } });
    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Stitched by hand in sage linen.');
    const photo = new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], 'one.webp', { type: 'image/webp' });
    await user.upload(screen.getByLabelText(/Add a photo/), photo);
    await vi.waitFor(() => expect(requestsTo('get', '/api/admin/products/7/')).toHaveLength(2));
    await screen.findByTestId('arranged-photo');
    // The refetch after the photo did not rebuild the form: the typing is still there.
    expect(screen.getByLabelText('Description')).toHaveValue('Stitched by hand in sage linen.');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await vi.waitFor(() => expect(ifMatch).toEqual(['"v2"']));
    expect(requestsTo('patch', '/api/admin/products/7/')[0].body).toMatchObject({
      description: 'Stitched by hand in sage linen.',
    });
  }, 20_000);
});
