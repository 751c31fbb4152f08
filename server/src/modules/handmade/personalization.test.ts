import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createProduct, createUser, sampleShipping, type TestUser } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';

type Line = {
  id: number;
  quantity: number;
  product: { id: number };
  personalization?: { label: string; answer: string }[];
};

describe('personalization and one-of-a-kind pieces (§30.1, §30.2)', () => {
  let t: TestApp;
  let admin: TestUser;
  let productId: number;
  let initials: number;
  let thread: number;
  let unique: number;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createUser(t, { role: 'admin' });
    const res = await t.request('POST', '/api/admin/products/', {
      token: admin.token,
      json: {
        name: 'Monogram pouch',
        price: '18.00',
        stock: 20,
        personalization: [
          { label: 'Initials', kind: 'text', required: true, max_length: 3 },
          { label: 'Thread colour', kind: 'choice', choices: ['Plum', 'Sage'] },
        ],
      },
    });
    expect(res.status).toBe(201);
    productId = res.body.id;
    [initials, thread] = res.body.personalization.map((q: { id: number }) => q.id);
    const piece = await t.request('POST', '/api/admin/products/', {
      token: admin.token,
      json: { name: 'The only quilt', price: '120.00', stock: 1, one_of_a_kind: true },
    });
    expect(piece.status).toBe(201);
    unique = piece.body.id;
  });
  afterAll(() => t.close());

  const add = (u: TestUser, json: Record<string, unknown>) => t.request('POST', '/api/cart/', { token: u.token, json });

  it('the product page lists its questions and one_of_a_kind', async () => {
    const page = await t.request('GET', `/api/products/${productId}/`);
    expect(page.body.personalization).toEqual([
      { id: initials, label: 'Initials', kind: 'text', required: true, max_length: 3, choices: [] },
      {
        id: thread,
        label: 'Thread colour',
        kind: 'choice',
        required: false,
        max_length: null,
        choices: ['Plum', 'Sage'],
      },
    ]);
    expect(page.body.one_of_a_kind).toBe(false);
    expect((await t.request('GET', `/api/products/${unique}/`)).body.one_of_a_kind).toBe(true);
    const list = await t.request('GET', '/api/products/?page_size=50');
    expect(list.body.results.find((p: { id: number }) => p.id === unique).one_of_a_kind).toBe(true);
  });

  it('a missing required answer, one too long or not a choice is a 400 naming personalization.<id>', async () => {
    const u = await createUser(t);
    const missing = await add(u, { product_id: productId });
    expect(missing.status).toBe(400);
    expect(missing.body[`personalization.${initials}`]).toEqual(['Please answer “Initials”.']);
    const long = await add(u, { product_id: productId, personalization: { [initials]: 'ABCD' } });
    expect(long.status).toBe(400);
    expect(long.body[`personalization.${initials}`]).toEqual(['Keep “Initials” to 3 characters.']);
    const choice = await add(u, { product_id: productId, personalization: { [initials]: 'AB', [thread]: 'Red' } });
    expect(choice.status).toBe(400);
    expect(choice.body[`personalization.${thread}`]).toEqual(['Choose one of: Plum, Sage.']);
    const unknown = await add(u, { product_id: productId, personalization: { [initials]: 'AB', 999: 'x' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body['personalization.999']).toBeDefined();
    const cart = await t.request('GET', '/api/cart/', { token: u.token });
    expect(cart.body.items).toEqual([]);
  });

  it('the same answers add to their line; other answers make another line (§30.1); lines show label and answer', async () => {
    const u = await createUser(t);
    expect((await add(u, { product_id: productId, personalization: { [initials]: 'ADA' } })).status).toBe(201);
    const same = await add(u, { product_id: productId, personalization: { [initials]: ' ADA ' } });
    expect(same.status).toBe(201);
    expect(same.body.item.personalization).toEqual([{ label: 'Initials', answer: 'ADA' }]);
    const other = await add(u, { product_id: productId, personalization: { [initials]: 'BL', [thread]: 'Sage' } });
    expect(other.status).toBe(201);
    const lines = other.body.cart.items as Line[];
    expect(lines.map((l) => [l.quantity, l.personalization])).toEqual([
      [2, [{ label: 'Initials', answer: 'ADA' }]],
      [
        1,
        [
          { label: 'Initials', answer: 'BL' },
          { label: 'Thread colour', answer: 'Sage' },
        ],
      ],
    ]);
    // A product without questions answers as before: no personalization on its line.
    const plain = await createProduct(t, { stock: 5 });
    const res = await add(u, { product_id: plain.id });
    expect(res.status).toBe(201);
    expect(res.body.item).not.toHaveProperty('personalization');
    // Changing the quantity of one line leaves the other.
    const patched = await t.request('PATCH', `/api/cart/items/${lines[0].id}/`, {
      token: u.token,
      json: { quantity: 3 },
    });
    expect(patched.status).toBe(200);
    expect((patched.body.cart.items as Line[]).map((l) => l.quantity)).toEqual([3, 1, 1]);

    // The order keeps the answers as they were asked, even after the admin renames the question.
    await t.request('PATCH', `/api/admin/products/${productId}/`, {
      token: admin.token,
      json: {
        personalization: [
          { id: initials, label: 'Monogram', kind: 'text', required: true, max_length: 3 },
          { id: thread, label: 'Thread colour', kind: 'choice', choices: ['Plum', 'Sage'] },
        ],
      },
    });
    const order = await t.request('POST', '/api/orders/', { token: u.token, json: { shipping: sampleShipping } });
    expect(order.status).toBe(201);
    expect(order.body.items.map((i: { personalization?: unknown }) => i.personalization)).toEqual([
      [{ label: 'Initials', answer: 'ADA' }],
      [
        { label: 'Initials', answer: 'BL' },
        { label: 'Thread colour', answer: 'Sage' },
      ],
      undefined,
    ]);
    const mine = await t.request('GET', `/api/orders/${order.body.id}/`, { token: u.token });
    expect(mine.body.items[0].personalization).toEqual([{ label: 'Initials', answer: 'ADA' }]);
    // Another shopper cannot see it.
    const stranger = await createUser(t);
    expect((await t.request('GET', `/api/orders/${order.body.id}/`, { token: stranger.token })).status).toBe(404);
  });

  it('the sync carries each local line’s answers and skips a line the product would refuse', async () => {
    const u = await createUser(t);
    const res = await t.request('POST', '/api/cart/sync/', {
      token: u.token,
      json: {
        items: [
          { id: productId, quantity: 1, personalization: { [initials]: 'CJ' } },
          { id: productId, quantity: 2, personalization: { [initials]: 'CJ' } },
          { id: productId, quantity: 1, personalization: { [initials]: 'MW', [thread]: 'Plum' } },
          { id: productId, quantity: 1 },
          { id: unique, quantity: 3 },
        ],
      },
    });
    expect(res.status).toBe(200);
    // The line without the required answer; the one with other answers is a line of its own.
    expect(res.body.skipped).toEqual([{ product_id: productId, reason: 'personalization' }]);
    expect((res.body.cart.items as Line[]).map((l) => [l.product.id, l.quantity, l.personalization])).toEqual([
      [productId, 3, [{ label: 'Monogram', answer: 'CJ' }]],
      [
        productId,
        1,
        [
          { label: 'Monogram', answer: 'MW' },
          { label: 'Thread colour', answer: 'Plum' },
        ],
      ],
      // §30.2: a piece one of a kind is synced as one.
      [unique, 1, undefined],
    ]);
  });

  it('the sync takes a local item that is the whole product (spec §3): its list of questions is no answers', async () => {
    const u = await createUser(t);
    const plain = await createProduct(t, { stock: 3 });
    const res = await t.request('POST', '/api/cart/sync/', {
      token: u.token,
      json: { items: [{ ...plain, quantity: 1, product_size_id: null, personalization: [] }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([]);
    expect((res.body.cart.items as Line[]).map((l) => [l.product.id, l.quantity])).toEqual([[plain.id, 1]]);
  });

  it('a piece one of a kind: a line holds at most 1 on add and update', async () => {
    const u = await createUser(t);
    const two = await add(u, { product_id: unique, quantity: 2 });
    expect(two.status).toBe(400);
    expect(two.body.quantity).toEqual(['This piece is one of a kind: you can order only 1.']);
    const one = await add(u, { product_id: unique });
    expect(one.status).toBe(201);
    expect((await add(u, { product_id: unique })).status).toBe(400);
    const more = await t.request('PATCH', `/api/cart/items/${one.body.item.id}/`, {
      token: u.token,
      json: { quantity: 2 },
    });
    expect(more.status).toBe(400);
    expect(more.body.quantity).toEqual(['This piece is one of a kind: you can order only 1.']);
  });

  it('a cart line says its piece is one of a kind, and only then (§30.2)', async () => {
    const u = await createUser(t);
    expect((await add(u, { product_id: unique })).status).toBe(201);
    expect((await add(u, { product_id: productId, personalization: { [initials]: 'AB' } })).status).toBe(201);
    const cart = await t.request('GET', '/api/cart/', { token: u.token });
    const line = (id: number) => cart.body.items.find((i: { product: { id: number } }) => i.product.id === id);
    expect(line(unique).product.one_of_a_kind).toBe(true);
    expect(line(productId).product).not.toHaveProperty('one_of_a_kind');
  });

  it('parallel checkouts of a piece one of a kind: one buyer gets it, stock never below 0', async () => {
    const piece = await createProduct(t, { stock: 1 });
    await t.db.update(products).set({ oneOfAKind: true }).where(eq(products.id, piece.id));
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(t)));
    for (const b of buyers) expect((await add(b, { product_id: piece.id })).status).toBe(201);
    const results = await Promise.all(
      buyers.map((b) => t.request('POST', '/api/orders/', { token: b.token, json: { shipping: sampleShipping } })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, piece.id));
    expect(row.stock).toBe(0);
  });

  it('two lines of one piece with different answers cannot take more than its stock together', async () => {
    const few = await t.request('POST', '/api/admin/products/', {
      token: admin.token,
      json: {
        name: 'Last two scarves',
        price: '30.00',
        stock: 2,
        personalization: [{ label: 'Name', kind: 'text', max_length: 10 }],
      },
    });
    const id = few.body.id;
    const q = few.body.personalization[0].id;
    const u = await createUser(t);
    expect((await add(u, { product_id: id, quantity: 2, personalization: { [q]: 'Ada' } })).status).toBe(201);
    expect((await add(u, { product_id: id, quantity: 1, personalization: { [q]: 'Bo' } })).status).toBe(201);
    const order = await t.request('POST', '/api/orders/', { token: u.token, json: { shipping: sampleShipping } });
    expect(order.status).toBe(409);
    expect(order.body.code).toBe('out_of_stock');
    const [row] = await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    expect(row.stock).toBe(2);
  });

  it('the admin edits at most five questions, each with a label, a kind, a length or choices', async () => {
    const bad = async (personalization: unknown) =>
      t.request('PATCH', `/api/admin/products/${productId}/`, { token: admin.token, json: { personalization } });
    const six = Array.from({ length: 6 }, (_, i) => ({ label: `Q${i}`, kind: 'text', max_length: 5 }));
    expect((await bad(six)).status).toBe(400);
    expect((await bad([{ label: '', kind: 'text', max_length: 5 }])).status).toBe(400);
    expect((await bad([{ label: 'Size', kind: 'number' }])).status).toBe(400);
    const noLength = await bad([{ label: 'Name', kind: 'text' }]);
    expect(noLength.status).toBe(400);
    expect(noLength.body['personalization.0.max_length']).toBeDefined();
    expect((await bad([{ label: 'Name', kind: 'text', max_length: 501 }])).status).toBe(400);
    const noChoices = await bad([{ label: 'Colour', kind: 'choice', choices: [] }]);
    expect(noChoices.status).toBe(400);
    expect(noChoices.body['personalization.0.choices']).toEqual(['Give at least one choice.']);
    const ok = await t.request('PATCH', `/api/admin/products/${productId}/`, {
      token: admin.token,
      json: { personalization: [{ label: 'Gift tag', kind: 'text', max_length: 20 }], one_of_a_kind: true },
    });
    expect(ok.status).toBe(200);
    // A new question gets a new id, never one an earlier question had.
    expect(ok.body.personalization[0].id).toBeGreaterThan(thread);
    expect(ok.body.one_of_a_kind).toBe(true);
  });
});
