import { getValidAccessToken, refreshAccessToken } from '@/lib/auth/refresh';
import { answer, http, HttpResponse, requestsTo, server, startApi, url } from '@/test/api';
import { nearExpiryToken, validToken } from '@/test/jwt';

startApi();

function sessionWith(access: string | null, refresh: string | null) {
  if (access) localStorage.setItem('access_token', access);
  if (refresh) localStorage.setItem('refresh_token', refresh);
  localStorage.setItem('user_profile', '{"id":1}');
  localStorage.setItem('cart', '{"items":[]}');
  localStorage.setItem('role', 'customer');
}

describe('refresh (§4, §7, §8)', () => {
  it('§4 concurrent callers share one refresh', async () => {
    const fresh = validToken();
    let calls = 0;
    server.use(
      http.post(url('/api/refresh/'), async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ access: fresh });
      }),
    );
    sessionWith(nearExpiryToken(), 'r1');
    const results = await Promise.all([
      refreshAccessToken(),
      refreshAccessToken(),
      getValidAccessToken(),
      getValidAccessToken(),
    ]);
    expect(calls).toBe(1);
    expect(results).toEqual([fresh, fresh, fresh, fresh]);
  });

  it('§7 POST /api/refresh/ sends {refresh} without a bearer and stores the new access token', async () => {
    const fresh = validToken();
    answer('post', '/api/refresh/', { access: fresh });
    sessionWith(nearExpiryToken(), 'r1');
    await refreshAccessToken();
    const [sent] = requestsTo('post', '/api/refresh/');
    expect(sent.body).toEqual({ refresh: 'r1' });
    expect(sent.authorization).toBeNull();
    expect(localStorage.getItem('access_token')).toBe(fresh);
    expect(localStorage.getItem('refresh_token')).toBe('r1');
  });

  it('§4 a rotated refresh token returned by the API is stored', async () => {
    answer('post', '/api/refresh/', { access: validToken(), refresh: 'r2' });
    sessionWith(nearExpiryToken(), 'r1');
    await refreshAccessToken();
    expect(localStorage.getItem('refresh_token')).toBe('r2');
  });

  it('§8 a non-OK refresh answer is "Refresh token expired or invalid": logged, session cleared', async () => {
    answer('post', '/api/refresh/', { detail: 'Token is blacklisted', code: 'token_not_valid' }, 401);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionWith(nearExpiryToken(), 'r1');
    await expect(refreshAccessToken()).rejects.toThrow('Refresh token expired or invalid');
    expect(log).toHaveBeenCalledWith('Refresh token expired or invalid');
    for (const key of ['access_token', 'refresh_token', 'user_profile', 'cart'])
      expect(localStorage.getItem(key)).toBeNull();
    log.mockRestore();
  });

  it('§8 without a refresh token: "No refresh token available", session cleared, no request', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionWith(nearExpiryToken(), null);
    await expect(refreshAccessToken()).rejects.toThrow('No refresh token available');
    expect(await getValidAccessToken()).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(requestsTo('post', '/api/refresh/')).toHaveLength(0);
    log.mockRestore();
  });

  it('§4 a valid stored token is used as it is, without a refresh', async () => {
    const token = validToken();
    sessionWith(token, 'r1');
    expect(await getValidAccessToken()).toBe(token);
    expect(requestsTo('post', '/api/refresh/')).toHaveLength(0);
  });
});
