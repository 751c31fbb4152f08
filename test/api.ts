import { http as mswHttp, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { API_URL } from '@/lib/config';

export const url = (path: string) => `${API_URL}${path}`;

/**
 * The page (jsdom, http://localhost:3000) calls the API on another origin, and jsdom's XMLHttpRequest checks CORS
 * as a browser does: the fake API answers it as the real one (the @fastify/cors options in server/src/app.ts), so
 * a header the storefront reads must be exposed there too.
 */
const allowOrigin = (request: Request) => ({ 'Access-Control-Allow-Origin': request.headers.get('origin') ?? '*' });
const preflight = mswHttp.options(
  url('/*'),
  ({ request }) =>
    new HttpResponse(null, {
      status: 204,
      headers: {
        ...allowOrigin(request),
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, If-None-Match, If-Match',
      },
    }),
);
function withCors(response: unknown, request: Request): unknown {
  // Response.error() (a network failure) has no headers to add.
  if (response instanceof Response && response.type !== 'error') {
    for (const [name, value] of Object.entries(allowOrigin(request))) response.headers.set(name, value);
    response.headers.set('Access-Control-Expose-Headers', 'ETag, Retry-After, Content-Disposition');
  }
  return response;
}
type Resolver = (info: { request: Request }) => unknown;
type Handler = (path: string, resolver: Resolver, options?: unknown) => ReturnType<typeof mswHttp.get>;
/** msw's `http`, every answer with the API's CORS headers. */
export const http = Object.fromEntries(
  Object.entries(mswHttp as unknown as Record<string, Handler>).map(([method, handler]) => [
    method,
    ((path, resolver, options) =>
      handler(path, async (info) => withCors(await resolver(info), info.request), options)) satisfies Handler,
  ]),
) as unknown as typeof mswHttp;

/**
 * msw for component tests: every request the storefront makes is recorded in `requests`. By default the address
 * book cannot be read (404), so pages that offer one show the typed form unless a test answers it. A test
 * that shows a server cart answers `GET /api/cart/` itself; otherwise checkout's shipping estimate (a cart read
 * with a country) finds none and shows the plain fee, as it must when the API cannot estimate.
 */
export const server = setupServer(
  preflight,
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
    server.listen({ onUnhandledFrame: 'error' });
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
    if (request.method === 'OPTIONS') return; // the browser's CORS preflight, not a call the storefront made
    const seen: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      body: null,
    };
    requests.push(seen);
    const text = await request.clone().text();
    // A multipart upload is kept as its text (multipartField reads a field of it); anything else is JSON.
    const multipart = request.headers.get('content-type')?.startsWith('multipart/form-data');
    if (text) seen.body = multipart ? text : JSON.parse(text);
  });
}

type Method = 'get' | 'post' | 'patch' | 'delete';

/**
 * Answers `path` with a fixed status and body. A 204 or 205 has none, sent as the API sends it, with
 * `Content-Length: 0`: without it an HTTP client waits for a body of a 205 until the connection closes.
 */
export function answer(method: Method, path: string, body: JsonBodyType, status = 200) {
  const noContent = () => new HttpResponse(null, { status, headers: { 'Content-Length': '0' } });
  server.use(
    http[method](url(path), () =>
      status === 204 || status === 205 ? noContent() : HttpResponse.json(body, { status }),
    ),
  );
}

export const requestsTo = (method: string, path: string) =>
  requests.filter((r) => r.method === method.toUpperCase() && r.path === path);

/** The value of a plain field, or the file name of a file field, in a multipart body a request sent. */
export function multipartFields(body: unknown, name: string): string[] {
  const part = new RegExp(`name="${name}"(?:; filename="([^"]*)")?[^\\r]*\\r\\n(?:[^\\r]+\\r\\n)*\\r\\n([^\\r]*)`, 'g');
  return [...String(body).matchAll(part)].map((m) => m[1] ?? m[2]);
}

export { HttpResponse };
