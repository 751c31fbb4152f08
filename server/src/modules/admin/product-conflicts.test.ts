import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createUser, placeOrder, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

/** No lost updates: an admin form saved after a sale (or another admin's save) is refused, not applied. */
describe('conditional product edits (If-Match)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const load = (id: number) => t.request('GET', `/api/admin/products/${id}/`, { token: admin.token });
  const save = (id: number, json: unknown, etag?: string) =>
    t.request('PATCH', `/api/admin/products/${id}/`, {
      token: admin.token,
      json,
      headers: etag ? { 'if-match': etag } : {},
    });

  it('GET gives a strong ETag; a PATCH with it applies and answers the new ETag', async () => {
    const product = await createProduct(t, { stock: 8 });
    const loaded = await load(product.id);
    const etag = loaded.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const saved = await save(product.id, { price: '12.50' }, etag);
    expect(saved.status).toBe(200);
    expect(saved.body.price).toBe('12.50');
    expect(saved.headers.get('etag')).not.toBe(etag);
    expect(saved.headers.get('etag')).toBe((await load(product.id)).headers.get('etag'));
  });

  it('a form loaded before a checkout took stock is refused with 412 and the sale is kept', async () => {
    const product = await createProduct(t, { stock: 8 });
    const etag = (await load(product.id)).headers.get('etag')!;
    const shopper = await createUser(t);
    expect((await placeOrder(t, shopper, [{ product_id: product.id, quantity: 3 }])).status).toBe(201);
    const stale = await save(product.id, { stock: 8, price: '99.00' }, etag);
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({
      detail: expect.stringMatching(/changed since you opened it/),
      code: 'precondition_failed',
    });
    const now = await load(product.id);
    expect(now.body).toMatchObject({ stock: 5, price: '10.00' });
  });

  it('two admins saving the same version: the second is refused', async () => {
    const product = await createProduct(t, { sizes: [{ label: 'S', stock: 2 }] });
    const etag = (await load(product.id)).headers.get('etag')!;
    expect((await save(product.id, { name: 'First save' }, etag)).status).toBe(200);
    expect((await save(product.id, { name: 'Second save' }, etag)).status).toBe(412);
    expect((await load(product.id)).body.name).toBe('First save');
  });

  it('a PATCH without If-Match still applies (compatible clients)', async () => {
    const product = await createProduct(t, { stock: 4 });
    const res = await save(product.id, { stock: 6 });
    expect(res.status).toBe(200);
    expect(res.body.stock).toBe(6);
  });
});
