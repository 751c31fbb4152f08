import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../db/seed';
import { createUser, type TestUser } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';

describe('§29.5 the FAQ and the pages edited in the console', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ config: { freeShippingFrom: '75.00', shippingFee: '6.50', returnDays: 21 } });
    await seed(t.db, t.config);
    admin = await createUser(t, { role: 'admin' });
    shopper = await createUser(t);
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, json?: unknown, token = admin.token) =>
    t.request(method, url, { token, json });

  it('the editor gets the FAQ as written, placeholders kept, with what they stand for', async () => {
    const res = await call('GET', '/api/admin/content/faq/');
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { answer: string }) => i.answer).join(' ')).toContain('{{free_shipping_from}}');
    expect(res.body.figures).toMatchObject({ free_shipping_from: '$75.00', shipping_fee: '$6.50', return_days: '21' });
  });

  it('a new FAQ replaces the old one in its order; the public FAQ (cached) shows it with the figures filled in', async () => {
    const before = await t.request('GET', '/api/faq/');
    const items = [
      { question: 'Do you gift wrap?', answer: 'Yes, **always**.' },
      { question: 'How much is shipping?', answer: 'Free from {{free_shipping_from}}, else {{shipping_fee}}.' },
    ];
    const saved = await call('PATCH', '/api/admin/content/faq/', items);
    expect(saved.status).toBe(200);
    expect(saved.body.items).toEqual(items);
    const after = await t.request('GET', '/api/faq/', { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(after.body).toEqual([
      items[0],
      { question: 'How much is shipping?', answer: 'Free from $75.00, else $6.50.' },
    ]);
  });

  it('a page edit shows on the public page (cached before), placeholders still filled', async () => {
    const before = await t.request('GET', '/api/tnc-shipping/');
    expect(before.body.body).not.toContain('Parcels leave on Mondays');
    const saved = await call('PATCH', '/api/admin/content/tnc-shipping/', {
      body: '## Shipping\n\nParcels leave on Mondays. Returns within {{return_days}} days. {{prices_and_tax}}',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.body).toContain('{{return_days}}');
    expect(saved.body.title).toBe(before.body.title);
    const after = await t.request('GET', '/api/tnc-shipping/');
    expect(after.body.body).toContain('Parcels leave on Mondays. Returns within 21 days.');
    expect(after.body.body).not.toMatch(/\{\{\w+\}\}/);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const renamed = await call('PATCH', '/api/admin/content/privacy-policy/', { title: 'Your privacy' });
    expect(renamed.body.title).toBe('Your privacy');
    expect((await t.request('GET', '/api/privacy-policy/')).body.title).toBe('Your privacy');
  });

  it.each([
    ['/api/admin/content/faq/', [{ question: '', answer: 'a' }], ['0.question']],
    ['/api/admin/content/faq/', [{ question: 'q' }], ['0.answer']],
    ['/api/admin/content/faq/', { question: 'q', answer: 'a' }, ['non_field_errors']],
    ['/api/admin/content/tnc-shipping/', { body: '' }, ['body']],
    ['/api/admin/content/tnc-shipping/', { title: 7 }, ['title']],
    ['/api/admin/content/about-us/', { body: 'x' }, ['slug']],
  ])('PATCH %s %j is a 400 naming %j, and changes nothing', async (url, json, fields) => {
    const faq = (await t.request('GET', '/api/faq/')).body;
    const res = await call('PATCH', url, json);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(fields);
    expect((await t.request('GET', '/api/faq/')).body).toEqual(faq);
  });

  it('only admins: 401 without a token, 403 for a shopper', async () => {
    expect((await t.request('PATCH', '/api/admin/content/faq/', { json: [] })).status).toBe(401);
    expect((await call('PATCH', '/api/admin/content/faq/', [], shopper.token)).status).toBe(403);
    expect((await call('GET', '/api/admin/content/privacy-policy/', undefined, shopper.token)).status).toBe(403);
  });
});
