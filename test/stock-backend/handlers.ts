import { http, HttpResponse, requests, server, url } from '@/test/api';
import { storeSession } from '@/lib/storage';
import { createStockApi } from './stock-api.mjs';

/** Every call of the newer contract sections: against a stock backend the storefront must ask none of them. */
const NEWER =
  /^\/api\/(config|wishlist|addresses|returns|fabrics|search\/suggest|shipping-methods|account|admin\/(synonyms|payment-anomalies|privacy|fabrics))\b|\/notify\/|\/discount\//;
export const newerCalls = () => requests.filter((r) => NEWER.test(r.path)).map((r) => `${r.method} ${r.path}`);

/** msw answers every API call as the stock backend does (a fresh one per call of this function). */
export function answerAsStockBackend() {
  const stock = createStockApi();
  server.use(
    http.all(url('/api/*'), async ({ request }) => {
      // The browser's CORS preflight: answered as the API's (test/api.ts).
      if (request.method === 'OPTIONS') return undefined;
      const text = await request.text();
      const [status, body] = stock.answer(
        request.method,
        request.url,
        text ? JSON.parse(text) : null,
        request.headers.get('authorization') ?? undefined,
      );
      return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
    }),
  );
  return stock;
}

/** Signs the stock backend's shopper in as the login page would (tokens and user in storage). */
export function signInAsAda(stock: ReturnType<typeof createStockApi>) {
  const [, answer] = stock.answer('POST', '/api/login/', { email: 'ada@stock.test', password: 'Stock-pass-1' });
  const { access, refresh, user } = answer as { access: string; refresh: string; user: { role: 'customer' } & object };
  storeSession(access, refresh, user.role, user as never);
  return { access, user };
}
