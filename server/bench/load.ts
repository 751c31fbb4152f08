/** autocannon runs and the shopper accounts they use. */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export interface CaseResult {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  note?: string;
}

type Request = autocannon.Request;

function run(url: string, requestsFor: (i: number) => Request[], duration: number) {
  let next = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: requestsFor(0),
    setupClient: (client) => client.setRequests(requestsFor(next++)),
  });
}

const toCase = (name: string, r: autocannon.Result): CaseResult => ({
  name,
  requestsPerSec: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  total: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

/**
 * One autocannon run after a 2 s warm-up (or a single run of `opts.seconds`). Each connection gets its own
 * request list (so its own shopper), built by `requestsFor(connection index)`.
 */
export async function measure(
  name: string,
  url: string,
  requestsFor: (i: number) => Request[],
  opts: { seconds?: number } = {},
): Promise<CaseResult> {
  if (opts.seconds === undefined) await run(url, requestsFor, 2);
  return toCase(name, await run(url, requestsFor, opts.seconds ?? DURATION));
}

export interface Target {
  name: string;
  url: string;
  path: string;
}

/**
 * Measures GET targets in alternating slices (A B A B …, DURATION each in all), so a comparison between them
 * is not skewed by other load on the machine coming and going. req/s over all slices; p50 is the median of
 * the slices' p50, p99 the worst slice's p99.
 */
export async function measureSideBySide(targets: Target[], slices = 4): Promise<CaseResult[]> {
  const requests = (t: Target) => () => [{ method: 'GET', path: t.path }];
  for (const t of targets) await run(t.url, requests(t), 2);
  const results = targets.map(() => [] as autocannon.Result[]);
  for (let s = 0; s < slices; s++) {
    for (const [i, t] of targets.entries()) results[i].push(await run(t.url, requests(t), DURATION / slices));
  }
  return targets.map((t, i) => {
    const parts = results[i];
    const total = parts.reduce((sum, r) => sum + r.requests.total, 0);
    const p50s = parts.map((r) => r.latency.p50).sort((a, b) => a - b);
    return {
      name: t.name,
      requestsPerSec: Math.round(total / DURATION),
      p50: p50s[Math.floor(p50s.length / 2)],
      p99: Math.max(...parts.map((r) => r.latency.p99)),
      total,
      non2xx: parts.reduce((sum, r) => sum + r.non2xx, 0),
      errors: parts.reduce((sum, r) => sum + r.errors + r.timeouts, 0),
    };
  });
}

/**
 * Checkout needs a filled cart, and a placed order empties it: each connection, as its own shopper, repeats
 * "add to cart, then POST /api/orders/ with a new Idempotency-Key". The order calls are timed apart.
 */
export async function measureCheckout(url: string, tokens: string[], productIds: number[]): Promise<CaseResult[]> {
  const shipping = {
    full_name: 'Bench Shopper',
    phone: '+1 555 0100',
    address_line1: '1 Loom Street',
    address_line2: '',
    city: 'Threadville',
    state: '',
    postal_code: '12345',
    country: 'Portugal',
  };
  const requests = (i: number): Request[] => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` };
    return [
      {
        method: 'POST',
        path: '/api/cart/',
        headers,
        body: JSON.stringify({ product_id: productIds[i % productIds.length], quantity: 1, product_size_id: null }),
      },
      {
        method: 'POST',
        path: '/api/orders/',
        body: JSON.stringify({ shipping, payment_method: 'cod', notes: '' }),
        setupRequest: (req) => ({ ...req, headers: { ...headers, 'idempotency-key': randomUUID() } }),
      },
    ];
  };
  const orderTimes: number[] = [];
  let orderFailures = 0;
  const seen = new Map<number, number>();
  let next = 0;
  const run = (duration: number, record: boolean) =>
    autocannon({
      url,
      connections: Math.min(CONNECTIONS, tokens.length),
      duration,
      requests: requests(0),
      setupClient: (client) => {
        const index = next++;
        client.setRequests(requests(index));
        client.on('response', (status: number, _bytes: number, ms: number) => {
          const n = (seen.get(index) ?? 0) + 1;
          seen.set(index, n);
          if (!record || n % 2 === 1) return; // odd responses are the add-to-cart calls
          orderTimes.push(ms);
          if (status !== 201) orderFailures++;
        });
      },
    });
  await run(2, false);
  seen.clear();
  const pair = await run(DURATION, true);
  orderTimes.sort((a, b) => a - b);
  const at = (q: number) => orderTimes[Math.min(orderTimes.length - 1, Math.floor(q * orderTimes.length))] ?? 0;
  return [
    {
      name: 'POST /api/orders/ (order calls only)',
      requestsPerSec: Math.round(orderTimes.length / DURATION),
      p50: Math.round(at(0.5) * 10) / 10,
      p99: Math.round(at(0.99) * 10) / 10,
      total: orderTimes.length,
      non2xx: orderFailures,
      errors: 0,
      note: 'each preceded by its add-to-cart call on the same connection',
    },
    {
      name: 'checkout loop (POST /api/cart/ + POST /api/orders/)',
      requestsPerSec: Math.round(pair.requests.average),
      p50: pair.latency.p50,
      p99: pair.latency.p99,
      total: pair.requests.total,
      non2xx: pair.non2xx,
      errors: pair.errors + pair.timeouts,
    },
  ];
}

/** Registers and signs in `count` bench shoppers; returns their access tokens. */
export async function shoppers(base: string, count: number): Promise<string[]> {
  const run = randomUUID().slice(0, 8);
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = `bench-${run}-${i}@example.com`;
      const password = `Bench-${randomUUID()}`;
      const post = (path: string, body: unknown) =>
        fetch(base + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const registered = await post('/api/register/', { username: `bench_${run}_${i}`, email, password });
      if (registered.status !== 201)
        throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
      const login = await post('/api/login/', { email, password });
      const body = (await login.json()) as { access?: string };
      if (!body.access) throw new Error(`login failed: ${login.status} ${JSON.stringify(body)}`);
      return body.access;
    }),
  );
}
