import { api } from '@/lib/api/client';
import { ApiError, errorMessage, isNotFound } from '@/lib/api/errors';
import { publicGet } from '@/lib/api/public';
import { answer, http, HttpResponse, server, startApi, url } from '@/test/api';

startApi();

describe('one error type for both ways to the API', () => {
  it("a server component's GET rejects with the ApiError the browser's client gives, status and body", async () => {
    answer('get', '/api/products/none/', { detail: 'Not found.' }, 404);
    const fromServer = await publicGet('/api/products/none/').catch((e: unknown) => e);
    const fromBrowser = await api.get('/api/products/none/').catch((e: unknown) => e);
    for (const error of [fromServer, fromBrowser]) {
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
      expect((error as Error).message).toBe('HTTP error! status: 404 - {"detail":"Not found."}');
      expect(isNotFound(error)).toBe(true);
    }
  });

  it('an unreachable API is status 0 on both ways, with the same sentence', async () => {
    server.use(http.get(url('/api/faq/'), () => HttpResponse.error()));
    const fromServer = await publicGet('/api/faq/').catch((e: unknown) => e);
    const fromBrowser = await api.get('/api/faq/').catch((e: unknown) => e);
    for (const error of [fromServer, fromBrowser]) {
      expect(error).toMatchObject({ status: 0 });
      expect(errorMessage(error)).toMatch(/could not reach the shop/);
    }
  });
});
