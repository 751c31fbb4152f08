/** The figures of one case, the checkout loop (autocannon: it times the order calls apart) and the shoppers. */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { cpuReadingAfter } from './cpu';
import type { MeasureOptions } from './wrk';

export interface CaseResult {
  name: string;
  requestsPerSec: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  /** CPU time of the API and its PostgreSQL backends per request: barely moved by other load on the machine. */
  cpuMsPerRequest?: number;
  note?: string;
}

type Request = autocannon.Request;

/**
 * Checkout needs a filled cart, and a placed order empties it: each connection, as its own shopper, repeats
 * "add to cart, then POST /api/orders/ with a new Idempotency-Key". The order calls are timed apart.
 */
export async function measureCheckout(
  url: string,
  tokens: string[],
  productIds: number[],
  opts: MeasureOptions,
): Promise<CaseResult> {
  const shipping = {
    full_name: 'Bench Shopper',
    phone: '+1 555 0100',
    address_line1: '1 Loom Street',
    address_line2: '',
    city: 'Threadville',
    state: '',
    postal_code: '1100-148',
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
  /** Statuses of the order calls that did not answer 201, with how many: the report names them. */
  const failures = new Map<number, number>();
  const seen = new Map<number, number>();
  let next = 0;
  // One run, on the same connections throughout: its first `warmup` seconds open and warm them and are not
  // timed (as wrk.ts's steady timing; a separate warm-up run left the accept ramp of new connections in the tail).
  let recording = opts.warmup <= 0;
  const running = autocannon({
    url,
    connections: Math.min(opts.connections, tokens.length),
    duration: opts.warmup + opts.seconds,
    requests: requests(0),
    setupClient: (client) => {
      const index = next++;
      client.setRequests(requests(index));
      client.on('response', (status: number, _bytes: number, ms: number) => {
        const n = (seen.get(index) ?? 0) + 1;
        seen.set(index, n);
        if (!recording || n % 2 === 1) return; // odd responses are the add-to-cart calls
        orderTimes.push(ms);
        if (status !== 201) failures.set(status, (failures.get(status) ?? 0) + 1);
      });
    },
  });
  const cpuBefore = await cpuReadingAfter(opts.warmup, opts.cpu);
  recording = true;
  await running;
  const cpuMs = cpuBefore === undefined ? undefined : opts.cpu!() - cpuBefore;
  orderTimes.sort((a, b) => a - b);
  const at = (q: number) => orderTimes[Math.min(orderTimes.length - 1, Math.floor(q * orderTimes.length))] ?? 0;
  return {
    name: 'POST /api/orders/ (order calls only)',
    requestsPerSec: Math.round(orderTimes.length / opts.seconds),
    p50: Math.round(at(0.5) * 10) / 10,
    p99: Math.round(at(0.99) * 10) / 10,
    total: orderTimes.length,
    non2xx: [...failures.values()].reduce((sum, n) => sum + n, 0),
    errors: 0,
    // Per order, its add-to-cart call included: the two run in turn on each connection.
    cpuMsPerRequest: cpuMs === undefined || !orderTimes.length ? undefined : cpuMs / orderTimes.length,
    note:
      'each preceded by its add-to-cart call on the same connection' +
      (failures.size ? `; not 201: ${[...failures].map(([status, n]) => `${n} × ${status}`).join(', ')}` : ''),
  };
}

export interface Shopper {
  email: string;
  password: string;
  token: string;
}

/** Registers and signs in `count` bench shoppers. */
export async function shoppers(base: string, count: number): Promise<Shopper[]> {
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
      return { email, password, token: body.access };
    }),
  );
}
