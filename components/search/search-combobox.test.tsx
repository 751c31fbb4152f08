import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavSearch } from '@/components/search/nav-search';
import { SearchCombobox } from '@/components/search/search-combobox';
import { answer, http, HttpResponse, requestsTo, server, startApi, url } from '@/test/api';
import { router, setPath } from '@/test/navigation';
import { STOCK_CONFIG, WithShopConfig } from '@/test/shop-config';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();
// The box's behaviour arrives in a chunk of its own; loaded up front so the waits below time the box, not Vite.
beforeAll(() => import('@/components/search/search-combobox'));

const SUGGEST = '/api/search/suggest/';

const found = {
  products: [
    { id: 1, name: 'Silk scarf', slug: 'silk-scarf', price: '38.00', image: '/media/products/scarf.webp' },
    { id: 2, name: 'Ikat silk hairband', slug: 'ikat-silk-hairband', price: '14.00', image: null },
  ],
  categories: [{ name: 'Silk accessories', slug: 'silk-accessories' }],
};

beforeEach(() => {
  setPath('/');
  router.push.mockClear();
});

function renderBox() {
  const submitted = vi.fn();
  render(
    <form
      role="search"
      aria-label="Test search"
      onSubmit={(event) => {
        event.preventDefault();
        submitted(new FormData(event.currentTarget).get('search'));
      }}
    >
      <label htmlFor="q">Search</label>
      <SearchCombobox id="q" name="search" />
    </form>,
  );
  return { box: screen.getByRole('combobox', { name: 'Search' }), submitted };
}

const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });

async function typeAndWait(box: HTMLElement, text: string) {
  await userEvent.type(box, text);
  await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
}

describe('search box suggestions (WAI-ARIA combobox)', () => {
  it('a product without a picture, or whose picture fails, shows the fabric placeholder, never an empty square', async () => {
    answer('get', SUGGEST, found);
    const { box } = renderBox();
    await typeAndWait(box, 'silk');
    const [scarf, hairband] = options();
    expect(hairband.querySelector('img')).toBeNull();
    expect(within(hairband).getByTestId('fabric-placeholder')).toBeInTheDocument();
    act(() => void scarf.querySelector('img')!.dispatchEvent(new Event('error')));
    expect(scarf.querySelector('img')).toBeNull();
    expect(scarf.querySelector('[data-testid="fabric-placeholder"]')).not.toBeNull();
  });

  it('asks once for a quickly typed word, lists products then categories and announces the count', async () => {
    answer('get', SUGGEST, found);
    const { box } = renderBox();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');

    await typeAndWait(box, 'silk');
    // Debounced: the keystrokes of one word make one call, for the whole word.
    const calls = requestsTo('GET', SUGGEST);
    expect(calls).toHaveLength(1);
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(options().map((o) => o.textContent)).toEqual([
      'Silk scarf$38.00',
      'Ikat silk hairband$14.00',
      'Silk accessoriesCategory',
    ]);
    // The typed word is marked in each name.
    expect(within(options()[1]).getByText('silk', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 suggestions. Use the up and down arrow keys to choose, Enter to open.',
    );
  }, 15_000);

  it('does not ask for a single letter', async () => {
    answer('get', SUGGEST, found);
    const { box } = renderBox();
    await userEvent.type(box, 's');
    await act(() => new Promise((r) => setTimeout(r, 350)));
    expect(requestsTo('GET', SUGGEST)).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Down and Up move through the options, wrapping, with focus kept in the box', async () => {
    answer('get', SUGGEST, found);
    const { box } = renderBox();
    await typeAndWait(box, 'silk');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options()[0].id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options()[2].id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options()[0].id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options()[2].id);
    expect(options().filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    expect(box).toHaveFocus();
  });

  it('Enter on a chosen product opens its page and does not submit the form', async () => {
    answer('get', SUGGEST, found);
    const { box, submitted } = renderBox();
    await typeAndWait(box, 'silk');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.push).toHaveBeenCalledWith('/products/ikat-silk-hairband');
    expect(submitted).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter on a chosen category opens the listing of that category', async () => {
    answer('get', SUGGEST, found);
    const { box } = renderBox();
    await typeAndWait(box, 'silk');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(router.push).toHaveBeenCalledWith('/products?category=silk-accessories');
  });

  it('Enter with no option chosen submits the words as a plain search', async () => {
    answer('get', SUGGEST, found);
    const { box, submitted } = renderBox();
    await typeAndWait(box, 'silk');
    await userEvent.keyboard('{Enter}');
    expect(submitted).toHaveBeenCalledWith('silk');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('Escape closes the list, a second Escape clears the box', async () => {
    answer('get', SUGGEST, found);
    const { box } = renderBox();
    await typeAndWait(box, 'silk');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('silk');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('a click on a suggestion opens it', async () => {
    answer('get', SUGGEST, found);
    const { box } = renderBox();
    await typeAndWait(box, 'silk');
    await userEvent.click(options()[0]);
    expect(router.push).toHaveBeenCalledWith('/products/silk-scarf');
  });

  it('in the shell, searching opens the listing with the words in the URL', async () => {
    answer('get', SUGGEST, found);
    const navigated = vi.fn();
    render(
      <WithShopConfig>
        <NavSearch onNavigate={navigated} />
      </WithShopConfig>,
    );
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'blue ikat{Enter}');
    expect(router.push).toHaveBeenCalledWith('/products?search=blue+ikat');
    expect(navigated).toHaveBeenCalled();
    expect(screen.getByRole('search', { name: 'Search the shop' })).toHaveAttribute('action', '/products');
  });
});

describe("the shell's search box", () => {
  it.each(['/products', '/admin/orders'])('is left out on %s, which has its own', (path) => {
    setPath(path);
    const { container } = render(<NavSearch />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('search box against a backend without suggestions (fail soft)', () => {
  it('a network failure shows nothing and the box still searches', async () => {
    server.use(http.get(url(SUGGEST), () => HttpResponse.error()));
    const { box, submitted } = renderBox();
    await userEvent.type(box, 'silk');
    await waitFor(() => expect(requestsTo('GET', SUGGEST)).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(submitted).toHaveBeenCalledWith('silk');
  });

  it('an answer of another shape shows nothing', async () => {
    answer('get', SUGGEST, { detail: 'surprise' });
    const { box } = renderBox();
    await userEvent.type(box, 'silk');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No suggestions.'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('a backend that does not list search_suggestions (a stock one) gets the plain box, never asked', async () => {
    const navigated = vi.fn();
    render(
      <WithShopConfig config={STOCK_CONFIG}>
        <NavSearch onNavigate={navigated} />
      </WithShopConfig>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.type(box, 'silk scarf');
    await act(() => new Promise((r) => setTimeout(r, 350)));
    expect(requestsTo('GET', SUGGEST)).toHaveLength(0);
    expect(screen.getByRole('search', { name: 'Search the shop' })).toHaveAttribute('action', '/products');
  });
});
