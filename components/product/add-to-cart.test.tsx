import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AddToCart } from '@/components/product/add-to-cart';
import { ApiError } from '@/lib/api/errors';
import type { Product } from '@/lib/types';
import { STOCK_CONFIG, WithShopConfig } from '@/test/shop-config';

const addToCart = vi.fn();
let cartItems: unknown[] = [];
vi.mock('@/context/cart-context', () => ({ useCart: () => ({ addToCart, items: cartItems }) }));
// The sold-out notice holds the back-in-stock form, which asks a visitor for an email.
vi.mock('@/context/auth-context', () => ({ useAuth: () => ({ isAuthenticated: false }) }));
// The page loads the notice and its form when a sold-out size is chosen (the sizes, the bar and the toast's message
// with the page's purchase box); loaded up front here, where its first import would
// be transformed on the spot and outlast the wait for it.
beforeAll(() =>
  Promise.all([
    import('@/components/product/sold-out-notice'),
    import('@/components/product/purchase-extras'),
    import('@/components/product/personalization-form'),
  ]),
);

function product(stock: Record<string, number>): Product {
  return {
    id: 4,
    name: 'Linen hoops',
    slug: 'linen-hoops',
    price: '24.00',
    category: null,
    image: null,
    in_stock: Object.values(stock).some((n) => n > 0),
    description: '',
    images: [],
    materials: '',
    care: '',
    stock: 0,
    featured: false,
    created_at: '2026-11-01T10:00:00Z',
    rating: null,
    sizes: Object.entries(stock).map(([label, n], i) => ({ id: i + 1, label, stock: n })),
  };
}

beforeEach(() => {
  addToCart.mockReset();
  cartItems = [];
});

describe('a sold-out size on the product page', () => {
  it('says the chosen size is sold out, offers the sizes in stock and blocks adding it', async () => {
    render(
      <WithShopConfig>
        <AddToCart product={product({ S: 0, M: 3, L: 12 })} price="$24.00" />
      </WithShopConfig>,
    );
    fireEvent.click(await screen.findByRole('radio', { name: /^S.*sold out/ }));

    expect(await screen.findByRole('status')).toHaveTextContent('Size S is sold out.');
    expect(screen.getByText('These sizes are still in stock:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Size S sold out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: "Email me when it's back" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Choose size M' }));
    expect(screen.queryByText('Size S is sold out.')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'M' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), 2);
  });

  it('offers no alert against a backend that does not list back_in_stock, only the sizes in stock', async () => {
    render(
      <WithShopConfig config={STOCK_CONFIG}>
        <AddToCart product={product({ S: 0, M: 3 })} price="$24.00" />
      </WithShopConfig>,
    );
    fireEvent.click(screen.getByRole('radio', { name: /^S.*sold out/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Size S is sold out.');
    expect(screen.getByRole('button', { name: 'Choose size M' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Email me when it's back" })).toBeNull();
  });

  it('says so when every size is sold out, and still names the chosen one', async () => {
    render(<AddToCart product={product({ S: 0, M: 0 })} price="$24.00" />);
    fireEvent.click(screen.getByRole('radio', { name: /^M.*sold out/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Size M is sold out.');
    expect(screen.getByText('Every size of this piece is sold out for now.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose size/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });

  it('keeps the low-stock note for a size in stock', () => {
    render(<AddToCart product={product({ S: 2, M: 9 })} price="$24.00" />);
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the message after adding', () => {
  it('tells a visitor the piece waits in their bag, with sign in and create an account to check out', async () => {
    const { toast } = await import('react-toastify');
    const shown = vi.spyOn(toast, 'success').mockImplementation(() => 0);
    render(<AddToCart product={product({ M: 3 })} price="$24.00" />);
    fireEvent.click(screen.getByRole('radio', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await vi.waitFor(() => expect(shown).toHaveBeenCalled());
    render(<>{shown.mock.calls[0][0] as ReactNode}</>);
    expect(screen.getByTestId('added-to-bag')).toHaveTextContent(
      'Linen hoops, size M, is waiting in your bag. Sign in or create an account to check out.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'create an account' })).toHaveAttribute('href', '/register');
  });
});

describe("the phone's add-to-cart bar", () => {
  /** Stands in for the browser's observers: `report(i, entry)` tells the i-th one what it sees. */
  let observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] =
    [];
  beforeEach(() => {
    observers = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, targets: this.targets, options });
        }
        observe(el: Element) {
          this.targets.push(el);
        }
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  function report(which: number, isIntersecting: boolean) {
    const entry = { isIntersecting } as IntersectionObserverEntry;
    act(() => observers[which].callback([entry], {} as IntersectionObserver));
  }
  const bar = () => screen.queryByTestId('sticky-add-to-cart');
  /** The bar, once its lazily loaded part has rendered. */
  const shownBar = () => screen.findByTestId('sticky-add-to-cart');

  it('shows the price and its button once the page’s own button is scrolled past, and adds with the chosen size', async () => {
    render(
      <>
        <AddToCart product={product({ M: 3, L: 4 })} price="$24.00" />
        <footer />
      </>,
    );
    expect(bar()).not.toBeInTheDocument();
    expect(observers[1].targets[0].tagName).toBe('FOOTER');
    // The button's observer counts everything below the screen as in view: only scrolling past it shows the bar.
    expect(observers[0].options?.rootMargin).toMatch(/^0px 0px \d{4,}px 0px$/);

    report(0, false);
    expect(await shownBar()).toHaveTextContent('Linen hoops');
    expect(bar()).toHaveTextContent('$24.00');

    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    fireEvent.click(within(bar()!).getByRole('button', { name: 'Add to cart' }));
    expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), 2);
    await waitFor(() => expect(within(bar()!).getByRole('button', { name: 'Add to cart' })).toBeEnabled());
  });

  it('asks for a size first and takes the shopper to the sizes, adding nothing', async () => {
    render(<AddToCart product={product({ M: 3 })} price="$24.00" />);
    report(0, false);
    fireEvent.click(within(await shownBar()).getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a size first.');
    expect(screen.getByRole('radio', { name: 'M' })).toHaveFocus();
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('stays away while the button is in view or below it, and while the footer shows', async () => {
    render(
      <>
        <AddToCart product={product({ M: 3 })} price="$24.00" />
        <footer />
      </>,
    );
    report(0, true);
    expect(bar()).not.toBeInTheDocument();
    report(0, false);
    expect(await shownBar()).toBeInTheDocument();
    report(1, true);
    expect(bar()).not.toBeInTheDocument();
    report(1, false);
    report(0, true);
    expect(bar()).not.toBeInTheDocument();
  });

  it('carries the main button’s sold-out state', async () => {
    render(<AddToCart product={product({ M: 0 })} price="$24.00" />);
    report(0, false);
    expect(within(await shownBar()).getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });
});

const personalized: Product = {
  id: 4,
  name: 'Initial scrunchie',
  slug: 'initial-scrunchie',
  price: '18.00',
  category: null,
  image: null,
  in_stock: true,
  description: '',
  images: [],
  materials: '',
  care: '',
  stock: 5,
  featured: false,
  created_at: '2026-11-01T10:00:00Z',
  sizes: [],
  personalization: [
    { id: 7, label: 'Initials to stitch', kind: 'text', required: true, max_length: 3, choices: [] },
    { id: 8, label: 'Thread colour', kind: 'choice', required: false, max_length: null, choices: ['Gold', 'Plum'] },
  ],
};

describe('the product page asks the questions before adding (§30.1)', () => {
  it('§30.1 a missing required answer is said by its field and nothing is added', async () => {
    render(<AddToCart product={personalized} price="$18.00" />);
    const box = await screen.findByRole('textbox', { name: /Initials to stitch/ });
    // The button waits for the form to be there.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer this: we need it to make your piece.');
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('§30.1 the answers are sent with the add, blank optional ones left out', async () => {
    render(<AddToCart product={personalized} price="$18.00" />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Initials/ }), { target: { value: ' AL ' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(addToCart).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), null, {
        answers: { '7': 'AL' },
        lines: [{ label: 'Initials to stitch', answer: 'AL' }],
      }),
    );
  });

  it("§30.1 the API's refusal of an answer shows by its question", async () => {
    addToCart.mockRejectedValueOnce(new ApiError(400, { personalization: { '7': ['Keep it to 3 characters.'] } }));
    render(<AddToCart product={personalized} price="$18.00" />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Initials/ }), { target: { value: 'ZZ' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Keep it to 3 characters.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: /Initials/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('a product without questions shows no form (and a backend without personalization sends none)', () => {
    render(<AddToCart product={{ ...personalized, personalization: undefined }} price="$18.00" />);
    expect(screen.queryByTestId('personalization')).toBeNull();
  });
});

describe('one of a kind (§30.2)', () => {
  it('§30.2 sold, its button says so and offers no stock alert', () => {
    render(
      <AddToCart
        product={{ ...personalized, personalization: [], one_of_a_kind: true, in_stock: false, stock: 0 }}
        price="$18.00"
      />,
    );
    expect(screen.getByRole('button', { name: 'Sold' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: "Email me when it's back" })).toBeNull();
  });

  it('§30.2 a line holds 1: a piece already in the cart is not added again', async () => {
    cartItems = [{ id: 4, quantity: 1 }];
    const unique = { ...personalized, personalization: [], one_of_a_kind: true };
    render(<AddToCart product={unique} price="$18.00" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await act(async () => {});
    expect(addToCart).not.toHaveBeenCalled();
    cartItems = [];
  });
});
