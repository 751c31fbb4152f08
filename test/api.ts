import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { API_URL } from '@/lib/config';

export const url = (path: string) => `${API_URL}${path}`;

/**
 * msw for component tests: every request the storefront makes is recorded in `requests`. By default the API is
 * the stock backend: it has no address book (404), so pages that offer one show what they did before. A test
 * that shows a server cart answers `GET /api/cart/` itself; otherwise checkout's shipping estimate (a cart read
 * with a country) finds none and shows the plain fee, as it must when the API cannot estimate.
 */
export const server = setupServer(
  http.get(url('/api/addresses/'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
  http.get(url('/api/cart/'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
);

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export const requests: SeenRequest[] = [];

export function startApi(): void {
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    // The storefront imports its API client when it first calls (keeping it off the catalog's first load). A
    // browser has it in a moment; here the first import would be transformed on the spot and take longer
    // than the timings the tests assert, so it is loaded up front.
    await Promise.all([
      import('@/lib/api/fetch-json'),
      import('@/lib/api/auth'),
      import('@/lib/api/errors'),
      import('@/lib/cart/sync'),
      import('@/lib/auth/refresh'),
    ]);
  });
  beforeEach(() => {
    requests.length = 0;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  server.events.on('request:start', async ({ request }) => {
    const seen: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      body: null,
    };
    requests.push(seen);
    const text = await request.clone().text();
    if (text) seen.body = JSON.parse(text);
  });
}

type Method = 'get' | 'post' | 'patch' | 'delete';

/** Answers `path` with a fixed status and body. */
export function answer(method: Method, path: string, body: JsonBodyType, status = 200) {
  server.use(http[method](url(path), () => HttpResponse.json(body, { status })));
}

export const requestsTo = (method: string, path: string) =>
  requests.filter((r) => r.method === method.toUpperCase() && r.path === path);

export { http, HttpResponse };
