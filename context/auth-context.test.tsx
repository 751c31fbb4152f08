import { act, waitFor } from '@testing-library/react';
import { answer, requestsTo, startApi } from '@/test/api';
import { nearExpiryToken, validToken } from '@/test/jwt';
import { router, setPath } from '@/test/navigation';
import { flush, renderAuth } from '@/test/render-auth';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

const basicUser = { id: 7, username: 'ann', email: 'ann@example.com', first_name: '', role: 'customer' };
const profile = { ...basicUser, first_name: 'Ann', profile_picture: '/media/avatars/ann.webp', phone: '555' };

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  router.replace.mockClear();
  router.push.mockClear();
  setPath('/');
});
afterEach(async () => {
  await flush(200);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function signIn(role = 'customer', access = validToken()) {
  localStorage.setItem('access_token', access);
  localStorage.setItem('refresh_token', 'r1');
  localStorage.setItem('role', role);
  localStorage.setItem('user', JSON.stringify({ ...basicUser, role }));
}

describe('session state (§4)', () => {
  it('§4 on start the session is restored from the stored access token, role and user', async () => {
    signIn('admin');
    const { session, auth } = renderAuth();
    await waitFor(() => expect(session()).toBe('in:admin:ann'));
    expect(auth().isAdmin).toBe(true);
  });

  it('§3 the user is restored from user_profile when user is absent', async () => {
    localStorage.setItem('access_token', validToken());
    localStorage.setItem('role', 'customer');
    localStorage.setItem('user_profile', JSON.stringify({ id: 1, username: 'bea' }));
    const { session } = renderAuth();
    await waitFor(() => expect(session()).toBe('in:customer:bea'));
  });

  it('§4 signed-in status follows the stored access token, re-checked once per second', async () => {
    const { session } = renderAuth();
    await waitFor(() => expect(session()).toBe('out'));
    signIn();
    await flush(1000);
    expect(session()).toBe('in:customer:ann');
    localStorage.removeItem('access_token');
    await flush(1000);
    expect(session()).toBe('out');
  });

  it('§4 signed-in status is re-checked on storage events and on userLogin', async () => {
    const { session } = renderAuth();
    await waitFor(() => expect(session()).toBe('out'));
    signIn();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' })));
    expect(session()).toBe('in:customer:ann');
    localStorage.removeItem('access_token');
    act(() => void window.dispatchEvent(new CustomEvent('userLogin', { detail: {} })));
    expect(session()).toBe('out');
  });

  it('§6 any role other than admin is a shopper', async () => {
    signIn('customer');
    const { auth, session } = renderAuth();
    await waitFor(() => expect(session()).toBe('in:customer:ann'));
    expect(auth().isAdmin).toBe(false);
  });
});

describe('login (§3, §4, §7)', () => {
  it('§4 login stores tokens, role and the user merged with the profile, then broadcasts userLogin', async () => {
    const access = validToken({ role: 'customer' });
    answer('post', '/api/login/', { access, refresh: 'r-new', user: basicUser });
    answer('get', '/api/profile/', profile);
    const events: CustomEvent[] = [];
    window.addEventListener('userLogin', (e) => events.push(e as CustomEvent), { once: true });
    const { auth, session } = renderAuth();

    let result: unknown;
    await act(async () => {
      result = await auth().login('ann@example.com', 'secret1');
    });

    const merged = { ...basicUser, ...profile };
    expect(result).toEqual({ twoFactorRequired: false, user: merged });
    expect(requestsTo('post', '/api/login/')[0].body).toEqual({ email: 'ann@example.com', password: 'secret1' });
    expect(requestsTo('get', '/api/profile/')[0].authorization).toBe(`Bearer ${access}`);
    expect(localStorage.getItem('access_token')).toBe(access);
    expect(localStorage.getItem('refresh_token')).toBe('r-new');
    expect(localStorage.getItem('role')).toBe('customer');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(merged);
    expect(JSON.parse(localStorage.getItem('user_profile')!)).toEqual(merged);
    expect(events[0].detail).toEqual({ token: access, role: 'customer', user: merged });
    expect(session()).toBe('in:customer:ann');
  });

  it('§7 when the profile call fails after login, the basic user info is used', async () => {
    answer('post', '/api/login/', { access: validToken(), refresh: 'r', user: basicUser });
    answer('get', '/api/profile/', { detail: 'Server error' }, 500);
    const { auth } = renderAuth();
    await act(async () => void (await auth().login('ann@example.com', 'secret1')));
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(basicUser);
  });

  it('§3 the login-side logout clears all browser storage before the new session is stored', async () => {
    localStorage.setItem('user_profile', JSON.stringify({ id: 99, username: 'previous' }));
    localStorage.setItem('something_else', 'x');
    answer('post', '/api/login/', { access: validToken(), refresh: 'r', user: basicUser });
    answer('get', '/api/profile/', profile);
    const { auth } = renderAuth();
    await act(async () => void (await auth().login('ann@example.com', 'secret1')));
    expect(localStorage.getItem('something_else')).toBeNull();
    expect(JSON.parse(localStorage.getItem('user_profile')!).username).toBe('ann');
  });

  it('§4 a local-cart sync follows login when local cart items exist', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify({ items: [{ id: 3, price: '9.00', quantity: 1, product_size_id: 4 }], sync_id: 'abc-123' }),
    );
    answer('post', '/api/login/', { access: validToken(), refresh: 'r', user: basicUser });
    answer('get', '/api/profile/', profile);
    answer('post', '/api/cart/sync/', { detail: 'ok', cart: { id: 1, items: [] }, skipped: [] });
    const refreshes = vi.fn();
    window.addEventListener('forceCartRefresh', refreshes, { once: true });
    const { auth } = renderAuth();
    await act(async () => void (await auth().login('ann@example.com', 'secret1')));
    expect(requestsTo('post', '/api/cart/sync/')[0].body).toEqual({
      items: [{ id: 3, price: '9.00', quantity: 1, product_size_id: 4 }],
      sync_id: 'abc-123',
    });
    expect(localStorage.getItem('cart')).toBeNull();
    expect(refreshes).toHaveBeenCalledTimes(1);
  });

  it('§5 no sync is made after login when the local cart is empty', async () => {
    answer('post', '/api/login/', { access: validToken(), refresh: 'r', user: basicUser });
    answer('get', '/api/profile/', profile);
    const { auth } = renderAuth();
    await act(async () => void (await auth().login('ann@example.com', 'secret1')));
    expect(requestsTo('post', '/api/cart/sync/')).toHaveLength(0);
  });

  it('§1 with two-factor on, login answers twoFactorRequired and stores no session', async () => {
    answer('post', '/api/login/', { two_factor_required: true, email: 'ann@example.com' });
    const { auth } = renderAuth();
    let result: unknown;
    await act(async () => {
      result = await auth().login('ann@example.com', 'secret1');
    });
    expect(result).toEqual({ twoFactorRequired: true, email: 'ann@example.com' });
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('§7 POST /api/verify-login-2fa/ sends email and otp without auth headers, then signs in', async () => {
    localStorage.setItem('access_token', validToken());
    const access = validToken();
    answer('post', '/api/verify-login-2fa/', { access, refresh: 'r2', user: basicUser });
    answer('get', '/api/profile/', profile);
    const { auth } = renderAuth();
    await act(async () => void (await auth().verifyLogin2fa('ann@example.com', '123456')));
    const [sent] = requestsTo('post', '/api/verify-login-2fa/');
    expect(sent.body).toEqual({ email: 'ann@example.com', otp: '123456' });
    expect(sent.authorization).toBeNull();
    expect(localStorage.getItem('access_token')).toBe(access);
  });

  it('login passes on the challenge a two-factor answer carries; verify sends it back', async () => {
    answer('post', '/api/login/', { two_factor_required: true, email: 'ann@example.com', challenge: 'c-1' });
    answer('post', '/api/verify-login-2fa/', { access: validToken(), refresh: 'r2', user: basicUser });
    answer('get', '/api/profile/', profile);
    const { auth } = renderAuth();
    let result: unknown;
    await act(async () => {
      result = await auth().login('ann@example.com', 'secret1');
    });
    expect(result).toEqual({ twoFactorRequired: true, email: 'ann@example.com', challenge: 'c-1' });
    await act(async () => void (await auth().verifyLogin2fa('ann@example.com', '123456', 'c-1')));
    const [sent] = requestsTo('post', '/api/verify-login-2fa/');
    expect(sent.body).toEqual({ email: 'ann@example.com', otp: '123456', challenge: 'c-1' });
  });

  it('§8 a failed two-factor call is logged and rethrown to the caller', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer('post', '/api/verify-login-2fa/', { otp: ['Invalid code.'] }, 400);
    const { auth } = renderAuth();
    await expect(auth().verifyLogin2fa('ann@example.com', '000000')).rejects.toMatchObject({ status: 400 });
    expect(log).toHaveBeenCalled();
  });

  it('§7 register posts username, email, password; the data is logged and returned', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    answer('post', '/api/register/', { id: 5, username: 'cal', email: 'cal@example.com' }, 201);
    const { auth } = renderAuth();
    const data = await auth().register({ username: 'cal', email: 'cal@example.com', password: 'secret1' });
    expect(requestsTo('post', '/api/register/')[0].body).toEqual({
      username: 'cal',
      email: 'cal@example.com',
      password: 'secret1',
    });
    expect(data).toEqual({ id: 5, username: 'cal', email: 'cal@example.com' });
    expect(log).toHaveBeenCalledWith(expect.any(String), data);
  });

  it('§8 a failed registration is logged and rethrown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer('post', '/api/register/', { email: ['A user with that email already exists.'] }, 400);
    const { auth } = renderAuth();
    await expect(
      auth().register({ username: 'cal', email: 'cal@example.com', password: 'secret1' }),
    ).rejects.toMatchObject({ status: 400 });
    expect(log).toHaveBeenCalled();
  });
});

describe('logout (§2)', () => {
  it('§2 Logout blacklists the refresh token, clears the session and goes to /login', async () => {
    signIn();
    localStorage.setItem('cart', '{"items":[]}');
    answer('post', '/api/logout/', null, 205);
    const { auth, session } = renderAuth();
    await waitFor(() => expect(session()).toBe('in:customer:ann'));
    await act(async () => auth().logout());
    expect(requestsTo('post', '/api/logout/')[0].body).toEqual({ refresh: 'r1' });
    expect(localStorage.length).toBe(0);
    expect(session()).toBe('out');
    expect(router.push).toHaveBeenCalledWith('/login');
  });

  it('§2 Logout still signs out when the logout call fails', async () => {
    signIn();
    answer('post', '/api/logout/', { detail: 'down' }, 503);
    const { auth } = renderAuth();
    await act(async () => auth().logout());
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(router.push).toHaveBeenCalledWith('/login');
  });
});

describe('session checks (§4, §9)', () => {
  it('§4 every 30 s an expired token is refreshed', async () => {
    const fresh = validToken();
    signIn('customer', nearExpiryToken());
    answer('post', '/api/refresh/', { access: fresh });
    renderAuth();
    await flush(29_000);
    expect(requestsTo('post', '/api/refresh/')).toHaveLength(0);
    await flush(1_000);
    await waitFor(() => expect(localStorage.getItem('access_token')).toBe(fresh));
  });

  it('§4 when the 30 s check cannot refresh, the user is logged out and sent to /login', async () => {
    setPath('/orders');
    signIn('customer', nearExpiryToken());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer('post', '/api/refresh/', { detail: 'Token is invalid or expired', code: 'token_not_valid' }, 401);
    const { session } = renderAuth();
    await flush(30_000);
    await waitFor(() => expect(session()).toBe('out'));
    expect(localStorage.getItem('refresh_token')).toBeNull();
    await flush(100);
    expect(router.replace).toHaveBeenCalledWith('/login');
  });

  it('§4 when a non-public page regains focus with an invalid session, the user goes to /login', async () => {
    setPath('/profile');
    signIn('customer', nearExpiryToken());
    localStorage.removeItem('refresh_token');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAuth();
    act(() => void window.dispatchEvent(new Event('focus')));
    await flush(150);
    expect(router.replace).toHaveBeenCalledWith('/login');
  });

  it('§4 focus on a public page does not check the session', async () => {
    setPath('/products');
    signIn('customer', nearExpiryToken());
    answer('post', '/api/refresh/', { access: validToken() });
    renderAuth();
    act(() => void window.dispatchEvent(new Event('focus')));
    await flush(150);
    expect(requestsTo('post', '/api/refresh/')).toHaveLength(0);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('§8 an unexpected error during the focus check alerts "An unexpected error occurred while checking session validity." then /login', async () => {
    setPath('/cart');
    signIn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAuth();
    await flush(0);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage unavailable');
    });
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await flush(0);
    vi.mocked(Storage.prototype.getItem).mockRestore();
    expect(alert).toHaveBeenCalledWith('An unexpected error occurred while checking session validity.');
    expect(router.replace).toHaveBeenCalledWith('/login');
  });
});

describe('global authentication errors (§8)', () => {
  const expectLoggedOutAndRedirected = async () => {
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
    await flush(100);
    expect(router.replace).toHaveBeenCalledWith('/login');
  };

  it('§8 an unhandled rejection with an authentication error clears the tokens and redirects after about 100 ms', async () => {
    setPath('/orders');
    signIn();
    renderAuth();
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: { response: { status: 401 }, message: 'Request failed with status code 401' } });
    act(() => void window.dispatchEvent(event));
    await expectLoggedOutAndRedirected();
  });

  it('§8 a global error whose message names an authentication error logs out and redirects', async () => {
    setPath('/profile');
    signIn();
    renderAuth();
    act(
      () =>
        void window.dispatchEvent(
          new ErrorEvent('error', { message: 'Uncaught: token_not_valid', error: new Error('token_not_valid') }),
        ),
    );
    await expectLoggedOutAndRedirected();
  });

  it('§8 authentication error text written to the console logs out and redirects', async () => {
    setPath('/cart');
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAuth();
    act(() => console.error('Request failed: Token is expired'));
    await flush(0);
    await expectLoggedOutAndRedirected();
  });

  it('§8 only one handling pass and one redirect run at a time', async () => {
    setPath('/orders');
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAuth();
    act(() => {
      console.error('401 Unauthorized');
      window.dispatchEvent(new ErrorEvent('error', { message: 'Authentication failed' }));
      window.dispatchEvent(new ErrorEvent('error', { message: 'access token missing' }));
    });
    await flush(300);
    expect(router.replace).toHaveBeenCalledTimes(1);
  });

  it('§8 on a public route (/, /login, /register, /forgot-password, /reset-password) tokens are cleared but there is no redirect', async () => {
    setPath('/reset-password/abc');
    signIn();
    renderAuth();
    act(() => void window.dispatchEvent(new ErrorEvent('error', { message: 'Unauthorized' })));
    await flush(300);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('§8 other errors do not end the session', async () => {
    setPath('/orders');
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAuth();
    act(() => {
      console.error('Failed to load cart');
      window.dispatchEvent(new ErrorEvent('error', { message: 'TypeError: x is undefined' }));
    });
    await flush(300);
    expect(localStorage.getItem('access_token')).not.toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });
});
