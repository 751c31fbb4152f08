import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from '@/components/layout/navbar';
import { OutsideFocusedPages } from '@/components/layout/outside-focused-pages';
import { API_URL } from '@/lib/config';
import { answer, requestsTo, startApi } from '@/test/api';
import { router, setPath } from '@/test/navigation';
import { admin, renderWithProviders, shopper, storeSession } from '@/test/render-shell';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();
// The bar loads its signed-in parts on demand; loaded up front here, where a first import is transformed on the
// spot and would outlast the waits below.
beforeAll(() =>
  Promise.all([
    import('@/components/layout/cart-link'),
    import('@/components/layout/focused-header'),
    import('@/components/layout/mobile-menu'),
    import('@/components/layout/user-menu'),
  ]),
);

const cartOf = (n: number) => ({
  id: 1,
  items: Array.from({ length: n }, (_, i) => ({ id: i + 1, quantity: 3, product: { id: i + 10, price: '5.00' } })),
});

beforeEach(() => setPath('/'));

const desktop = () => screen.getByRole('navigation', { name: 'Main' });

describe('navigation bar (§2, §6)', () => {
  it('a focused checkout: only the logo and the way back to the cart, and no footer', async () => {
    setPath('/checkout');
    renderWithProviders(
      <>
        <Navbar />
        <OutsideFocusedPages>
          <footer>the footer</footer>
        </OutsideFocusedPages>
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: /Fabric Tales.*Style that tells your story/ })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(desktop()).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByText('the footer')).not.toBeInTheDocument();
  });

  it('§2 signed out: logo with brand and tagline linking to /, then Products, Login, Register', async () => {
    renderWithProviders(<Navbar />);
    const logo = screen.getByRole('link', { name: /Fabric Tales.*Style that tells your story/ });
    expect(logo).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(within(desktop()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login'),
    );
    expect(within(desktop()).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(desktop()).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
  });

  it('§2 shopper: cart icon with a badge counting distinct items, and a menu with Profile, My Orders, Logout', async () => {
    storeSession(shopper);
    answer('get', '/api/profile/', { ...shopper, profile_picture: null });
    answer('get', '/api/cart/', cartOf(2));
    renderWithProviders(<Navbar />);
    // The bar and the small-screen header both carry the icon; CSS shows one of them.
    const [cartLink] = await within(desktop()).findAllByRole('link', { name: 'Cart, 2 items' });
    expect(cartLink).toHaveAttribute('href', '/cart');
    expect(within(cartLink).getByText('2')).toBeInTheDocument();
    expect(within(desktop()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await userEvent.click(await within(desktop()).findByRole('button', { name: /Ann/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'My Orders', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
  });

  it('§2 §6 admin: logo to /admin/dashboard, Dashboard, Admin Orders, Email Logs, Logout and no cart icon', async () => {
    storeSession(admin);
    answer('get', '/api/profile/', { ...admin, profile_picture: null });
    answer('get', '/api/cart/', cartOf(1));
    renderWithProviders(<Navbar />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Fabric Tales/ })).toHaveAttribute('href', '/admin/dashboard'),
    );
    await userEvent.click(await within(desktop()).findByRole('button', { name: /Bea/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Admin Orders', '/admin/orders'],
      ['Email Logs', '/admin/notifications'],
      ['Logout', null],
    ]);
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
  });

  it('§2 the menu shows the username with the tooltip "Please update your profile for a better experience" when there is no first name', async () => {
    storeSession({ ...shopper, first_name: '' });
    answer('get', '/api/profile/', { ...shopper, first_name: '', profile_picture: null });
    answer('get', '/api/cart/', cartOf(0));
    renderWithProviders(<Navbar />);
    const name = await within(desktop()).findByText('ann_w');
    expect(name).toHaveAttribute('title', 'Please update your profile for a better experience');
    expect(within(name).getByRole('tooltip', { hidden: true })).toHaveTextContent(
      'Please update your profile for a better experience',
    );
  });

  it('§2 the first name carries no tooltip', async () => {
    storeSession(shopper);
    answer('get', '/api/profile/', { ...shopper, profile_picture: null });
    answer('get', '/api/cart/', cartOf(0));
    renderWithProviders(<Navbar />);
    expect(await within(desktop()).findByText('Ann')).not.toHaveAttribute('title');
  });

  it('§2 the avatar is the profile picture, a relative path prefixed with the backend origin, size 8 in the bar', async () => {
    storeSession(shopper);
    answer('get', '/api/profile/', { ...shopper, profile_picture: '/media/avatars/ann.webp' });
    answer('get', '/api/cart/', cartOf(0));
    const { container } = renderWithProviders(<Navbar />);
    await waitFor(() =>
      expect(container.querySelector('img')).toHaveAttribute('src', `${API_URL}/media/avatars/ann.webp`),
    );
    expect(container.querySelector('img')).toHaveClass('size-8');
    expect(requestsTo('get', '/api/profile/')).toHaveLength(1);
  });

  it('§2 a picture that fails to load is replaced by the default avatar image', async () => {
    storeSession(shopper);
    answer('get', '/api/profile/', { ...shopper, profile_picture: 'https://cdn.example.com/broken.png' });
    answer('get', '/api/cart/', cartOf(0));
    const { container } = renderWithProviders(<Navbar />);
    await waitFor(() => expect(container.querySelector('img')).toBeInTheDocument());
    fireEvent.error(container.querySelector('img')!);
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', '/images/default-avatar.png'));
  });

  it('§2 with no picture, or when the profile call fails, a person icon is shown', async () => {
    storeSession(shopper);
    answer('get', '/api/profile/', { detail: 'boom' }, 500);
    answer('get', '/api/cart/', cartOf(0));
    const { container } = renderWithProviders(<Navbar />);
    await waitFor(() => expect(requestsTo('get', '/api/profile/')).toHaveLength(1));
    expect(container.querySelector('img')).toBeNull();
    expect(within(desktop()).getByTestId('avatar-icon')).toHaveClass('size-8');
  });

  it('§2 the hamburger toggle opens the small-screen menu with the role entries and a size 12 avatar', async () => {
    storeSession(shopper);
    answer('get', '/api/profile/', { ...shopper, profile_picture: null });
    answer('get', '/api/cart/', cartOf(1));
    renderWithProviders(<Navbar />);
    const toggle = await screen.findByRole('button', { name: 'Open main menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close main menu' })).toHaveAttribute('aria-expanded', 'true');
    // The menu's code arrives on the first opening.
    const panel = await waitFor(() => {
      const opened = document.getElementById(toggle.getAttribute('aria-controls')!);
      expect(opened).not.toBeNull();
      return opened!;
    });
    expect(within(panel).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(panel).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(panel).getByTestId('avatar-icon')).toHaveClass('size-12');
  });

  it('§2 Logout in the user menu clears the session and goes to /login', async () => {
    storeSession(shopper);
    answer('get', '/api/profile/', { ...shopper, profile_picture: null });
    answer('get', '/api/cart/', cartOf(0));
    answer('post', '/api/logout/', null, 205);
    renderWithProviders(<Navbar />);
    await userEvent.click(await within(desktop()).findByRole('button', { name: /Ann/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(await within(desktop()).findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
