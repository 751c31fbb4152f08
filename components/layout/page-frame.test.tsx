import { screen, waitFor } from '@testing-library/react';
import { PageFrame } from '@/components/layout/page-frame';
import { answer, startApi } from '@/test/api';
import { nearExpiryToken, validToken } from '@/test/jwt';
import { router, setPath } from '@/test/navigation';
import { admin, renderWithProviders, shopper, storeSession } from '@/test/render-shell';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

function Boom({ message }: { message: string }): never {
  throw new Error(message);
}

beforeEach(() => {
  router.replace.mockClear();
  answer('get', '/api/cart/', { id: 1, items: [] });
});
afterEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  vi.restoreAllMocks();
});

describe('session guard (§2, §6)', () => {
  it('§6 a signed-in route without a session sends the visitor to /login', async () => {
    setPath('/orders');
    renderWithProviders(<PageFrame>secret orders</PageFrame>);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/login'));
    expect(screen.queryByText('secret orders')).not.toBeInTheDocument();
  });

  it('§6 an address no route has shows its 404 page to a visitor, without the way to /login', async () => {
    setPath('/this-page-does-not-exist');
    renderWithProviders(<PageFrame>This page has wandered off</PageFrame>);
    expect(await screen.findByText('This page has wandered off')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('§6 a valid session shows the page', async () => {
    setPath('/cart');
    storeSession(shopper);
    renderWithProviders(<PageFrame>my cart</PageFrame>);
    expect(await screen.findByText('my cart')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('§6 a token near expiry is refreshed before the page is shown', async () => {
    setPath('/profile');
    storeSession(shopper);
    localStorage.setItem('access_token', nearExpiryToken());
    const fresh = validToken();
    answer('post', '/api/refresh/', { access: fresh });
    renderWithProviders(<PageFrame>profile</PageFrame>);
    expect(await screen.findByText('profile')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBe(fresh);
  });

  it('§6 admin routes send a shopper to /', async () => {
    setPath('/admin/dashboard');
    storeSession(shopper);
    renderWithProviders(<PageFrame>dashboard</PageFrame>);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
  });

  it('§6 admin routes open for an admin', async () => {
    setPath('/admin/notifications');
    storeSession(admin);
    renderWithProviders(<PageFrame>email logs</PageFrame>);
    expect(await screen.findByText('email logs')).toBeInTheDocument();
  });

  it.each([
    '/products',
    '/products/linen-hoops',
    '/faq',
    '/contact',
    '/privacy-policy',
    '/tnc-shipping',
    '/reset-password/abc',
  ])('§2 the public page %s skips the session guard', async (path) => {
    setPath(path);
    renderWithProviders(<PageFrame>public page</PageFrame>);
    expect(screen.getByText('public page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.replace).not.toHaveBeenCalled();
  });
});

describe('error screens (§2, §8)', () => {
  it('§2 §8 a render failure shows "Something went wrong" with a Refresh Page button', async () => {
    setPath('/orders');
    storeSession(shopper);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderWithProviders(
      <PageFrame>
        <Boom message="Cannot read properties of undefined" />
      </PageFrame>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('§8 an authentication error caught shows a spinner and "Redirecting to login...", then /login', async () => {
    setPath('/profile');
    storeSession(shopper);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <PageFrame>
        <Boom message="Given token not valid: token_not_valid" />
      </PageFrame>,
    );
    const message = await screen.findByText('Redirecting to login...');
    expect(message.closest('[role="status"]')!.querySelector('.animate-spin')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/login'));
  });

  it('§2 public pages skip the error screens', () => {
    setPath('/products');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderWithProviders(
        <PageFrame>
          <Boom message="broken product grid" />
        </PageFrame>,
      ),
    ).toThrow('broken product grid');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
