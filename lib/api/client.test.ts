import { api } from '@/lib/api/client';
import { ApiError, errorMessage } from '@/lib/api/errors';
import { fetchJson } from '@/lib/api/fetch-json';
import { setSessionNavigator } from '@/lib/auth/session-end';
import { answer, http, HttpResponse, requests, requestsTo, server, startApi, url } from '@/test/api';
import { nearExpiryToken, validToken } from '@/test/jwt';

startApi();
const navigate = vi.fn();
setSessionNavigator(navigate);

beforeEach(() => {
  navigate.mockClear();
  window.history.pushState({}, '', '/cart');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  // Lets a pending redirect of the session handler finish before the next test.
  await new Promise((resolve) => setTimeout(resolve, 120));
  vi.restoreAllMocks();
});

const bearer = (token: string) => `Bearer ${token}`;

describe('the shared client (§4, §7)', () => {
  it('§7 adds Authorization: Bearer with the stored access token', async () => {
    const token = validToken();
    localStorage.setItem('access_token', token);
    answer('get', '/api/cart/', { items: [] });
    await api.get('/api/cart/');
    expect(requestsTo('get', '/api/cart/')[0].authorization).toBe(bearer(token));
  });

  it('§7 refreshes first when the token is near expiry, then sends the new one', async () => {
    const fresh = validToken();
    localStorage.setItem('access_token', nearExpiryToken());
    localStorage.setItem('refresh_token', 'r1');
    answer('post', '/api/refresh/', { access: fresh });
    answer('get', '/api/cart/', { items: [] });
    await api.get('/api/cart/');
    expect(requests.map((r) => r.path)).toEqual(['/api/refresh/', '/api/cart/']);
    expect(requestsTo('get', '/api/cart/')[0].authorization).toBe(bearer(fresh));
  });

  it.each([
    '/api/login/',
    '/api/register/',
    '/api/auth/x/',
    '/api/token/',
    '/api/password-reset/abc/',
    '/api/forgot-password/',
    '/api/privacy-policy/',
    '/api/tnc-shipping/',
  ])('§7 no bearer is added for %s', async (path) => {
    localStorage.setItem('access_token', validToken());
    answer('get', path, {});
    await api.get(path);
    expect(requestsTo('get', path)[0].authorization).toBeNull();
  });

  it('§4 a 401 from a protected call is retried once with a refreshed token', async () => {
    const fresh = validToken();
    localStorage.setItem('access_token', validToken({ jti: 'old' }));
    localStorage.setItem('refresh_token', 'r1');
    answer('post', '/api/refresh/', { access: fresh, refresh: 'r2' });
    server.use(
      http.get(url('/api/cart/'), ({ request }) =>
        request.headers.get('authorization') === bearer(fresh)
          ? HttpResponse.json({ items: [{ id: 1 }] })
          : HttpResponse.json(
              { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
              { status: 401 },
            ),
      ),
    );
    const { data } = await api.get('/api/cart/');
    expect(data).toEqual({ items: [{ id: 1 }] });
    expect(requestsTo('get', '/api/cart/')).toHaveLength(2);
    expect(localStorage.getItem('access_token')).toBe(fresh);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('§4 a second 401 logs the user out: session cleared, /login after about 100 ms', async () => {
    localStorage.setItem('access_token', validToken());
    localStorage.setItem('refresh_token', 'r1');
    localStorage.setItem('cart', '{"items":[]}');
    answer('post', '/api/refresh/', { access: validToken() });
    server.use(http.post(url('/api/cart/'), () => HttpResponse.json({ detail: 'Unauthorized' }, { status: 401 })));
    await expect(api.post('/api/cart/', { product_id: 1 })).rejects.toMatchObject({ status: 401 });
    // First try, the one retry after the refresh, then once without the rejected bearer (DRF public endpoints).
    expect(requestsTo('post', '/api/cart/').map((r) => !!r.authorization)).toEqual([true, true, false]);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('cart')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  });

  it('§4 a failed refresh after a 401 logs the user out', async () => {
    localStorage.setItem('access_token', validToken());
    localStorage.setItem('refresh_token', 'r1');
    answer('post', '/api/refresh/', { detail: 'Token is blacklisted', code: 'token_not_valid' }, 401);
    answer('delete', '/api/cart/', { detail: 'Given token not valid for any token type' }, 401);
    await expect(api.delete('/api/cart/')).rejects.toBeTruthy();
    expect(localStorage.getItem('refresh_token')).toBeNull();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  });

  it('§4 a 401 on an authentication-related URL is passed through without refresh', async () => {
    localStorage.setItem('refresh_token', 'r1');
    answer('post', '/api/login/', { detail: 'No active account found with the given credentials' }, 401);
    await expect(api.post('/api/login/', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(requestsTo('post', '/api/refresh/')).toHaveLength(0);
    expect(localStorage.getItem('refresh_token')).toBe('r1');
  });

  it('§4 a public POST that answers 401 to a stale bearer is retried once without it (DRF)', async () => {
    localStorage.setItem('access_token', validToken());
    localStorage.setItem('refresh_token', 'r1');
    window.history.pushState({}, '', '/');
    answer('post', '/api/refresh/', { detail: 'Token is invalid or expired' }, 401);
    server.use(
      http.post(url('/api/contact/'), ({ request }) =>
        request.headers.get('authorization')
          ? HttpResponse.json({ detail: 'Given token not valid for any token type' }, { status: 401 })
          : HttpResponse.json({ detail: 'Thanks' }, { status: 201 }),
      ),
    );
    const { status } = await api.post('/api/contact/', { name: 'A', email: 'a@b.c', subject: 's', message: 'm' });
    expect(status).toBe(201);
    expect(requestsTo('post', '/api/contact/').map((r) => !!r.authorization)).toEqual([true, false]);
  });

  it('§4 a public GET that answers 401 to a stale bearer is retried once without it (DRF)', async () => {
    localStorage.setItem('access_token', validToken());
    localStorage.setItem('refresh_token', 'r1');
    window.history.pushState({}, '', '/');
    answer('post', '/api/refresh/', { detail: 'Token is invalid or expired', code: 'token_not_valid' }, 401);
    server.use(
      http.get(url('/api/products/'), ({ request }) =>
        request.headers.get('authorization')
          ? HttpResponse.json({ detail: 'Given token not valid for any token type' }, { status: 401 })
          : HttpResponse.json({ count: 0, results: [] }),
      ),
    );
    const { data } = await api.get('/api/products/');
    expect(data).toEqual({ count: 0, results: [] });
    expect(requestsTo('get', '/api/products/').map((r) => !!r.authorization)).toEqual([true, false]);
  });
});

describe('the generic fetch wrapper (§7, §8)', () => {
  it('§7 returns the JSON body', async () => {
    answer('get', '/api/faq/', [{ question: 'q', answer: 'a' }]);
    expect(await fetchJson('get', '/api/faq/')).toEqual([{ question: 'q', answer: 'a' }]);
  });
  it('§8 a non-OK answer throws "HTTP error! status: {status} - {body}"', async () => {
    localStorage.setItem('access_token', validToken());
    answer('post', '/api/cart/', { quantity: ['Only 2 left in stock.'] }, 400);
    const error = await fetchJson('post', '/api/cart/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('HTTP error! status: 400 - {"quantity":["Only 2 left in stock."]}');
    expect(errorMessage(error)).toBe('Only 2 left in stock.');
  });
});
