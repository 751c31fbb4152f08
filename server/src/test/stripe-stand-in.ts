import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { currencyDecimals, formatMoney } from '@fabric-tales/contract';

/**
 * A small local HTTP server standing in for Stripe's API (Stripe cannot be reached from tests). The shop's SDK
 * is pointed at it through STRIPE_API_URL (host/port/protocol). It records every call as the SDK sent it,
 * answers the few endpoints the shop uses like Stripe does (replaying a repeated Idempotency-Key), and serves
 * a checkout page at each session's URL whose "Pay" button sends the signed `checkout.session.completed`
 * webhook and returns to the shop, as Stripe Checkout would.
 */

export interface StandInCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form body as Stripe's flattened keys, e.g. `line_items[0][price_data][unit_amount]`. */
  body: Record<string, string>;
}

export interface StandInOptions {
  port?: number;
  /** Where the checkout page's "Pay" button delivers its webhook, signed with `secret`. */
  webhook?: { url: string; secret: string };
}

export interface StripeStandIn {
  url: string;
  calls: StandInCall[];
  callsTo(path: string): StandInCall[];
  /** Makes the next `n` calls to a path answer 500 (Stripe unreachable or failing). */
  failNext(path: string, n?: number): void;
  /** What a session it created charges, as Stripe's events carry it (undefined for a session it never made). */
  charged(sessionId: string): Charge | undefined;
  close(): Promise<void>;
}

/** A session's amount_total (in the currency's smallest unit) and lower-case currency, as Stripe sends them. */
export interface Charge {
  amount_total: number;
  currency: string;
}

interface SessionRecord {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: number;
  status: 'open' | 'complete' | 'expired';
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A Stripe event as the webhook endpoint receives it, and its signed Stripe-Signature header. */
export function signedEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  opts: { id?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: opts.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: opts.timestamp });
  return { payload, header };
}

/**
 * A completed, paid Checkout session for an order, as Stripe sends it in checkout.session.completed; without
 * `charge` it carries no amount (tests fill it from the stand-in's session, `charged`).
 */
export const paidSession = (
  sessionId: string,
  orderId: number | string,
  paymentIntent = `pi_${sessionId}`,
  charge?: Charge,
) => ({
  id: sessionId,
  ...charge,
  object: 'checkout.session',
  client_reference_id: String(orderId),
  metadata: { order_id: String(orderId) },
  mode: 'payment',
  payment_status: 'paid',
  status: 'complete',
  payment_intent: paymentIntent,
});

export const expiredSession = (sessionId: string, orderId: number | string) => ({
  id: sessionId,
  object: 'checkout.session',
  client_reference_id: String(orderId),
  metadata: { order_id: String(orderId) },
  mode: 'payment',
  payment_status: 'unpaid',
  status: 'expired',
  payment_intent: null,
});

/** amount_total as Stripe computes it: the sum of every line's unit_amount × quantity. */
function lineItemsTotal(body: Record<string, string>): number {
  let total = 0;
  for (let i = 0; body[`line_items[${i}][price_data][unit_amount]`] !== undefined; i++) {
    total +=
      Number(body[`line_items[${i}][price_data][unit_amount]`]) * Number(body[`line_items[${i}][quantity]`] ?? 1);
  }
  return total;
}

export async function startStripeStandIn(opts: StandInOptions = {}): Promise<StripeStandIn> {
  const calls: StandInCall[] = [];
  const failures = new Map<string, number>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const sessions = new Map<string, SessionRecord>();
  let seq = 0;
  let base = '';

  const stripeError = (status: number, message: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', message } },
  });

  function answer(method: string, path: string, body: Record<string, string>): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${++seq}`;
      const record: SessionRecord = {
        id,
        orderId: body.client_reference_id,
        amount: lineItemsTotal(body),
        currency: body['line_items[0][price_data][currency]'],
        successUrl: body.success_url,
        cancelUrl: body.cancel_url,
        expiresAt: Number(body.expires_at),
        status: 'open',
      };
      sessions.set(id, record);
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          url: `${base}/checkout/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: record.orderId,
          amount_total: record.amount,
          currency: record.currency,
          expires_at: record.expiresAt,
        },
      };
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) {
      const session = sessions.get(expire[1]);
      if (!session) return stripeError(404, 'No such checkout session');
      if (session.status !== 'open') return stripeError(400, 'Only open sessions can be expired.');
      session.status = 'expired';
      return { status: 200, body: { id: session.id, object: 'checkout.session', status: 'expired' } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return {
        status: 200,
        body: { id: `re_test_${++seq}`, object: 'refund', payment_intent: body.payment_intent, status: 'succeeded' },
      };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  async function pay(session: SessionRecord): Promise<string> {
    session.status = 'complete';
    if (opts.webhook) {
      const { payload, header } = signedEvent(
        opts.webhook.secret,
        'checkout.session.completed',
        paidSession(session.id, session.orderId, undefined, {
          amount_total: session.amount,
          currency: session.currency,
        }),
      );
      await fetch(opts.webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
    }
    return session.successUrl;
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const raw = await readBody(req);
    const page = /^\/checkout\/([^/]+)(\/pay)?$/.exec(url.pathname);
    if (page) {
      const session = sessions.get(page[1]);
      if (!session) return void res.writeHead(404).end('No such session');
      if (page[2] && req.method === 'POST') {
        return void res.writeHead(303, { location: await pay(session) }).end();
      }
      const currency = session.currency.toUpperCase();
      const amount = formatMoney(
        session.amount / 10 ** currencyDecimals(currency),
        currency,
        'en-US',
        currencyDecimals(currency),
      );
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(`<!doctype html><html lang="en"><head><title>Stripe test checkout</title></head><body>
<main><h1>Stripe test checkout</h1><p>Order ${escapeHtml(session.orderId)}: ${amount}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay ${amount}</button></form>
<p><a href="${escapeHtml(session.cancelUrl)}">Back to the shop</a></p></main></body></html>`);
    }
    const body = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    calls.push({
      method: req.method ?? '',
      path: url.pathname,
      idempotencyKey,
      authorization: req.headers.authorization,
      body,
    });
    const failing = failures.get(url.pathname) ?? 0;
    let reply: { status: number; body: unknown };
    if (failing > 0) {
      failures.set(url.pathname, failing - 1);
      reply = { status: 500, body: { error: { type: 'api_error', message: 'Stand-in failure' } } };
    } else {
      const replayKey = idempotencyKey && `${req.method} ${url.pathname} ${idempotencyKey}`;
      reply = (replayKey && replies.get(replayKey)) || answer(req.method ?? '', url.pathname, body);
      if (replayKey && reply.status < 500) replies.set(replayKey, reply);
    }
    res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
    res.end(JSON.stringify(reply.body));
  });

  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    calls,
    callsTo: (path) => calls.filter((c) => c.path === path),
    failNext: (path, n = 1) => failures.set(path, n),
    charged: (sessionId) => {
      const session = sessions.get(sessionId);
      return session && { amount_total: session.amount, currency: session.currency };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
