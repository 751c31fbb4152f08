import { get, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createProduct, createUser, placeOrder, sampleShipping, type TestUser } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ordersCsv } from './service';

/** RFC 4180 records of a whole CSV text (fields may hold quoted commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

describe('admin orders CSV export', () => {
  let t: TestApp;
  let admin: TestUser;
  let ada: TestUser;
  beforeAll(async () => {
    t = await startTestApp({ config: { giftWrapFee: '7.25' } });
    admin = await createUser(t, { role: 'admin' });
    ada = await createUser(t, { email: 'ada@example.test' });
    const ring = await createProduct(t, {
      name: '=Rose, "the" ring',
      price: '12.50',
      sizes: [{ label: 'M', stock: 10 }],
    });
    const scarf = await createProduct(t, { name: 'Écharpe\nà fleurs', price: '30.00', stock: 5 });
    const first = await placeOrder(t, ada, [
      { product_id: ring.id, product_size_id: ring.sizes[0].id, quantity: 2 },
      { product_id: scarf.id },
    ]);
    const later = await placeOrder(t, ada, [{ product_id: scarf.id }]);
    // Dated in SQL: tokens are signed on the test clock, so the clock itself stays put.
    await t.db.execute(sql`update orders set created_at = '2026-03-10T12:00:00Z' where id = ${first.body.id}`);
    await t.db.execute(sql`update orders set created_at = '2026-03-12T08:30:00Z' where id = ${later.body.id}`);
    await t.request('PATCH', `/api/admin/orders/${later.body.id}/`, {
      token: admin.token,
      json: { status: 'confirmed' },
    });
  });
  afterAll(() => t.close());

  const download = (query = '', token = admin.token) =>
    t.request('GET', `/api/admin/orders/export.csv${query}`, { token });

  it('is for admins only and checks its filters', async () => {
    expect((await download('', ada.token)).status).toBe(403);
    expect((await t.request('GET', '/api/admin/orders/export.csv')).status).toBe(401);
    const bad = await download('?from=2026-13-01&status=lost');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['from', 'status']);
    const backwards = await download('?from=2026-03-12&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body).toHaveProperty('to');
  });

  it('answers one row per order line: UTF-8 with BOM, ISO dates, quoted fields, no formulas', async () => {
    const res = await download();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/);
    // fetch's text() drops a BOM, so look at the bytes.
    const raw = Buffer.from(
      await (
        await fetch(`${t.base}/api/admin/orders/export.csv`, { headers: { authorization: `Bearer ${admin.token}` } })
      ).arrayBuffer(),
    );
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(raw.subarray(3).toString('utf8'));
    expect(rows[0].join(',')).toBe(
      'number,date,status,customer_email,product,size,quantity,price,line_total,order_total,line_tax,shipping_method,shipping_fee,order_tax,refunded_total,personalization,gift_wrap',
    );
    expect(rows.slice(1)).toEqual([
      [
        expect.stringMatching(/^FT-2026-\d{6}$/),
        '2026-03-10T12:00:00.000Z',
        'pending',
        'ada@example.test',
        `'=Rose, "the" ring`,
        'M',
        '2',
        '12.50',
        '25.00',
        '55.00',
        '0.00',
        'Standard',
        '0.00',
        '0.00',
        '0.00',
        '',
        '0.00',
      ],
      [
        expect.any(String),
        '2026-03-10T12:00:00.000Z',
        'pending',
        'ada@example.test',
        'Écharpe\nà fleurs',
        '',
        '1',
        '30.00',
        '30.00',
        '55.00',
        '0.00',
        'Standard',
        '0.00',
        '0.00',
        '0.00',
        '',
        '0.00',
      ],
      [
        expect.any(String),
        '2026-03-12T08:30:00.000Z',
        'confirmed',
        'ada@example.test',
        'Écharpe\nà fleurs',
        '',
        '1',
        '30.00',
        '30.00',
        '34.90',
        '0.00',
        'Standard',
        '4.90',
        '0.00',
        '0.00',
        '',
        '0.00',
      ],
    ]);
  });

  it('filters by status and an inclusive date range', async () => {
    const lines = async (q: string) => parseCsv((await download(q)).text).length - 1;
    expect(await lines('?status=confirmed')).toBe(1);
    expect(await lines('?status=pending&from=2026-03-10&to=2026-03-10')).toBe(2);
    expect(await lines('?from=2026-03-11')).toBe(1);
    expect(await lines('?to=2026-03-09')).toBe(0);
    expect(await lines('?status=&from=&to=')).toBe(3);
  });

  // Runs last: its order would change the counts above.
  it('quotes fields holding a semicolon, so a spreadsheet splitting on ";" keeps the columns', async () => {
    const towel = await createProduct(t, { name: 'Tea towel; linen', price: '9.00', stock: 3 });
    expect((await placeOrder(t, ada, [{ product_id: towel.id }])).status).toBe(201);
    const res = await download();
    expect(res.status).toBe(200);
    expect(res.text).toContain(',"Tea towel; linen",');
    expect(parseCsv(res.text).some((row) => row[4] === 'Tea towel; linen')).toBe(true);
  });

  // Runs after the others: its order would change their counts.
  it('§30 gives a line its answers in one cell and the order its gift wrap, a formula still defused', async () => {
    const pouch = await t.request('POST', '/api/admin/products/', {
      token: admin.token,
      json: {
        name: 'Monogram pouch',
        price: '18.00',
        stock: 5,
        personalization: [
          { label: '=Initials', kind: 'text', required: true, max_length: 3 },
          { label: 'Thread colour', kind: 'choice', choices: ['Plum', 'Sage'] },
        ],
      },
    });
    expect(pouch.status).toBe(201);
    const [initials, thread] = pouch.body.personalization.map((q: { id: number }) => q.id);
    const bea = await createUser(t, { email: 'bea@example.test' });
    const add = await t.request('POST', '/api/cart/', {
      token: bea.token,
      json: { product_id: pouch.body.id, personalization: { [initials]: 'AB', [thread]: 'Plum' } },
    });
    expect(add.status).toBe(201);
    const order = await t.request('POST', '/api/orders/', {
      token: bea.token,
      json: { shipping: sampleShipping, gift: { message: 'For you', wrap: true, hide_prices: false } },
    });
    expect(order.status).toBe(201);
    expect(order.body.gift_wrap).toBe('7.25');

    const res = await download();
    expect(res.text).toContain(`,"'=Initials: AB; Thread colour: Plum",7.25\r\n`);
    const rows = parseCsv(res.text);
    const row = rows.find((r) => r[3] === 'bea@example.test')!;
    expect(row.slice(-2)).toEqual(["'=Initials: AB; Thread colour: Plum", '7.25']);
    // Lines without answers and orders without wrap keep the columns, empty and 0.00.
    expect(rows.filter((r) => r[3] === 'ada@example.test').every((r) => r.at(-2) === '' && r.at(-1) === '0.00')).toBe(
      true,
    );
  });
});

describe('CSV export of 10,000 orders', () => {
  let t: TestApp;
  let admin: TestUser;
  const ORDERS = 10_000;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    const buyer = await createUser(t);
    // Seeded in SQL: two lines per order, spread over a year.
    await t.db.execute(sql`
      insert into orders (number, user_id, status, subtotal, shipping_fee, total, shipping, created_at, updated_at)
      select 'BULK-' || lpad(g::text, 5, '0'), ${buyer.id}, case when g % 4 = 0 then 'delivered' else 'pending' end,
        '45.00', '0.00', '45.00', '{}'::jsonb,
        timestamptz '2025-01-01T00:00:00Z' + (g * 52) * interval '1 minute', now()
      from generate_series(1, ${ORDERS}) g`);
    await t.db.execute(sql`
      insert into order_items (order_id, name, size, price, quantity, line_total)
      select o.id, 'Handwoven Ikat Cuff, "limited" batch ' || n || repeat(' woven', 120), 'M', '15.00', n, (15 * n)::numeric(10, 2)
      from orders o cross join generate_series(1, 2) n`);
  }, 120_000);
  afterAll(() => t.close());

  it('reads one batch at a time: the first rows exist before the later batches are queried', async () => {
    const batches: number[] = [];
    const chunks = ordersCsv(t.db, {}, { batchSize: 500, onBatch: (n) => batches.push(n) });
    expect((await chunks.next()).value).toContain('number,date'); // header: no query yet
    expect(batches).toEqual([]);
    const first = (await chunks.next()).value as string;
    expect(first.split('\r\n').length - 1).toBe(1000); // 500 orders × 2 lines
    expect(batches).toEqual([500]);
    let rows = 1000;
    let largest = first.length;
    for await (const chunk of chunks) {
      rows += chunk.split('\r\n').length - 1;
      largest = Math.max(largest, chunk.length);
    }
    expect(rows).toBe(ORDERS * 2);
    // 20 full batches, then the empty one that tells the end.
    expect(batches).toEqual([...Array<number>(ORDERS / 500).fill(500), 0]);
    // Nothing bigger than one batch of text is ever built.
    expect(largest).toBeLessThan(1_500_000);
  });

  it('streams over HTTP with backpressure: a client that stops reading stops the queries', async () => {
    const selects = vi.spyOn(t.db, 'select');
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = heapBefore;
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${t.base}/api/admin/orders/export.csv`, { headers: { authorization: `Bearer ${admin.token}` } }, resolve).on(
        'error',
        reject,
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers['transfer-encoding']).toBe('chunked');
    res.pause();
    // The client reads nothing for a second: the server fills the socket buffers and then waits.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const queriesWhilePaused = selects.mock.calls.length;
    let chunks = 0;
    let bytes = 0;
    let lines = 0;
    res.on('data', (chunk: Buffer) => {
      chunks++;
      bytes += chunk.byteLength;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    });
    res.resume();
    await new Promise((resolve) => res.on('end', resolve));
    const queriesInAll = selects.mock.calls.length;
    selects.mockRestore();
    expect(lines).toBe(1 + ORDERS * 2);
    // 2 queries a batch, 21 batches: far fewer had run while the client was not reading.
    expect(queriesInAll).toBe(42);
    expect(queriesWhilePaused).toBeLessThan(queriesInAll * 0.75);
    // Reported, not asserted: garbage from chunks already sent is collected when V8 likes, so the peak is noisy.
    const growth = peak - heapBefore;
    console.info(
      `export: ${ORDERS} orders, ${lines} lines, ${(bytes / 1e6).toFixed(1)} MB in ${chunks} chunks; ` +
        `${queriesWhilePaused} of ${queriesInAll} queries ran while the client was paused; ` +
        `peak heap growth ${(growth / 1e6).toFixed(1)} MB`,
    );
  });
});
