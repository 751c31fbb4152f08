import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createUser, type TestUser } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';

// §29.9: every product out as CSV, and back in: a dry run first (changes nothing), then one transaction.
describe('products in bulk', () => {
  let t: TestApp;
  let admin: TestUser;
  let shopper: TestUser;
  let cushion: { id: number; slug: string };
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    shopper = await createUser(t);
    await createCategory(t, 'Cushions');
    await createCategory(t, 'Throws');
    const res = await call('POST', '/api/admin/products/', {
      name: 'Ochre Cushion',
      price: '35.00',
      category_id: null,
      sizes: [
        { label: 'Small', stock: 2 },
        { label: 'Large', stock: 1 },
      ],
    });
    cushion = res.body;
    await call('POST', '/api/admin/products/', { name: '=HYPERLINK("http://evil")', price: '5.00', status: 'draft' });
  });
  afterAll(() => t.close());

  function call(method: string, url: string, json?: unknown) {
    return t.request(method, url, { token: admin.token, json });
  }
  const send = (csv: string, query = '', token = admin.token) =>
    t.request('POST', `/api/admin/products/import/${query}`, {
      token,
      body: csv,
      headers: { 'content-type': 'text/csv' },
    });
  const exported = async () => {
    const res = await t.request('GET', '/api/admin/products/export.csv', { token: admin.token });
    expect(res.status).toBe(200);
    return res;
  };

  it('exports every product of any status, guarded against formulas', async () => {
    const res = await exported();
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parse(res.text, { bom: true }) as string[][];
    expect(header).toEqual([
      'id',
      'name',
      'slug',
      'status',
      'publish_at',
      'price',
      'category',
      'description',
      'materials',
      'care',
      'featured',
      'tax_class',
      'stock',
      'sizes',
    ]);
    const ochre = rows.find((r) => r[1] === 'Ochre Cushion')!;
    expect(ochre).toEqual([
      String(cushion.id),
      'Ochre Cushion',
      'ochre-cushion',
      'active',
      '',
      '35.00',
      '',
      '',
      '',
      '',
      'false',
      'standard',
      '',
      'Small:2|Large:1',
    ]);
    // A cell starting with = is written with an apostrophe, so a spreadsheet shows it as text.
    const formula = rows.find((r) => r[1].includes('HYPERLINK'))!;
    expect(formula[1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(formula[3]).toBe('draft');
    expect((await t.request('GET', '/api/admin/products/export.csv', { token: shopper.token })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/products/export.csv')).status).toBe(401);
  });

  it('the export imports back unchanged', async () => {
    const res = await send((await exported()).text, '?dry_run=1');
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(res.body.rows.every((r: { action: string }) => r.action === 'unchanged')).toBe(true);
  });

  it('a dry run answers what would change row by row and changes nothing', async () => {
    const before = (await call('GET', `/api/admin/products/${cushion.id}/`)).body;
    const listBefore = (await t.request('GET', '/api/products/')).text;
    const csv = [
      'id,name,price,category,sizes,status',
      `${cushion.id},Ochre Cushion,39.00,cushions,Small:5,active`,
      ',Indigo Throw,120.00,throws,,draft',
    ].join('\r\n');
    const res = await send(csv, '?dry_run=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: true, applied: false, errors: [] });
    expect(res.body.rows[0]).toEqual({
      row: 2,
      action: 'update',
      id: cushion.id,
      name: 'Ochre Cushion',
      changes: [
        { column: 'price', from: '35.00', to: '39.00' },
        { column: 'category', from: '', to: 'cushions' },
        { column: 'sizes', from: 'Small:2|Large:1', to: 'Small:5|Large:1' },
      ],
    });
    expect(res.body.rows[1]).toMatchObject({ row: 3, action: 'create', id: null, name: 'Indigo Throw' });
    expect(res.body.rows[1].changes).toContainEqual({ column: 'status', from: '', to: 'draft' });

    // Nothing changed: the product, the catalog, and no product was created.
    expect((await call('GET', `/api/admin/products/${cushion.id}/`)).body).toEqual(before);
    expect((await t.request('GET', '/api/products/')).text).toBe(listBefore);
    const all = await call('GET', '/api/admin/products/?search=Indigo');
    expect(all.body.count).toBe(0);
  });

  it('a file with a bad row names its line and column, and applies nothing, not even its good rows', async () => {
    const csv = [
      'id,name,price,category,featured,sizes',
      `${cushion.id},Ochre Cushion,41.00,,,`,
      ',Rust Throw,-3,throws,,',
      ',Moss Throw,60.00,blankets,perhaps,',
      `${cushion.id},Ochre Cushion,41.00,,,Huge:1`,
      '999999,Ghost,10.00,,,',
    ].join('\n');
    const dry = await send(csv, '?dry_run=1');
    expect(dry.status).toBe(200);
    const applied = await send(csv);
    expect(applied.status).toBe(400);
    for (const body of [dry.body, applied.body]) {
      expect(body.errors).toEqual([
        { row: 3, column: 'price', message: expect.any(String) },
        { row: 4, column: 'category', message: 'No category has the slug "blankets".' },
        { row: 4, column: 'featured', message: 'Write true or false.' },
        { row: 5, column: 'sizes', message: 'This product has no size "Huge".' },
        { row: 6, column: 'id', message: 'No product has this id.' },
      ]);
    }
    expect(applied.body).toMatchObject({ applied: false, detail: expect.stringContaining('Nothing was imported') });
    expect((await call('GET', `/api/admin/products/${cushion.id}/`)).body.price).toBe('35.00');
  });

  it('applies a good file in one transaction: changes shown to shoppers at once', async () => {
    expect((await t.request('GET', `/api/products/${cushion.slug}/`)).body.price).toBe('35.00'); // cached
    const csv = [
      'id,name,price,category,sizes,description',
      `${cushion.id},Ochre Cushion,39.00,cushions,Small:5,"Linen, hand-dyed with ochre."`,
      `,Indigo Throw,120.00,throws,,"=1+1"`,
    ].join('\r\n');
    const res = await send(csv);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dry_run: false, applied: true, errors: [] });
    const created = res.body.rows[1];
    expect(created).toMatchObject({ action: 'create', id: expect.any(Number), name: 'Indigo Throw' });

    const page = await t.request('GET', `/api/products/${cushion.slug}/`);
    expect(page.body).toMatchObject({ price: '39.00', description: 'Linen, hand-dyed with ochre.' });
    expect(page.body.sizes.map((s: { label: string; stock: number }) => `${s.label}:${s.stock}`)).toEqual([
      'Small:5',
      'Large:1',
    ]);
    const throwPage = await t.request('GET', `/api/products/${created.id}/`);
    expect(throwPage.body).toMatchObject({ name: 'Indigo Throw', category: { slug: 'throws' }, description: '=1+1' });
  });

  it('refuses a file that is not CSV, an unknown column and a shopper', async () => {
    const broken = await send('id,name\n1,"unclosed\n');
    expect(broken.status).toBe(400);
    expect(broken.body.detail).toMatch(/not a CSV/);
    const unknown = await send('id,colour\n1,red\n', '?dry_run=1');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { row: 1, column: 'colour', message: expect.stringContaining('Unknown column') },
    ]);
    expect((await send('', '?dry_run=1')).status).toBe(400);
    expect((await send('id,name\n', '?dry_run=1', shopper.token)).status).toBe(403);
  });
});
