import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, repairs, reviews, users } from '../db/schema';
import { seedProducts, productImageFile } from '../db/seed/catalog-data';
import { copyCatalogImages } from '../db/seed/catalog';
import { localMediaStore, s3MediaStore, type MediaStore } from '../lib/media-store';
import { copyMedia } from '../ops/media-copy';
import { createProduct, createUser, placeOrder, type TestUser } from '../test/fixtures';
import { startTestS3, type TestS3 } from '../test/s3-server';
import { startTestApp, type TestApp } from '../test/test-app';

let s3: TestS3;
const folder = mkdtempSync(path.join(tmpdir(), 'ft-media-'));
beforeAll(async () => {
  s3 = await startTestS3(['shop-media', 'copy-target']);
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Each store the shop can run on, made afresh by each test (the S3 server starts in beforeAll). */
const stores: [kind: string, make: () => MediaStore][] = [
  ['local', () => localMediaStore(folder)],
  ['s3', () => s3MediaStore(s3.settings())],
];

describe.each(stores)('the %s media store', (_kind, make) => {
  it('puts, reads, lists and removes pictures by key; a missing one is null, removing it twice is fine', async () => {
    const store = make();
    await store.put('products/a.webp', Buffer.from('first'), 'image/webp');
    await store.put('avatars/b.webp', Buffer.from('second!'), 'image/webp');
    expect((await store.get('products/a.webp'))?.toString()).toBe('first');
    expect(await store.has('avatars/b.webp')).toBe(true);
    expect(await store.get('products/none.webp')).toBeNull();
    expect(await store.has('products/none.webp')).toBe(false);
    expect(await store.list()).toEqual([
      { key: 'avatars/b.webp', size: 7 },
      { key: 'products/a.webp', size: 5 },
    ]);
    await store.remove('products/a.webp');
    await store.remove('products/a.webp');
    await store.remove('avatars/b.webp');
    expect(await store.list()).toEqual([]);
  });
});

describe('MEDIA_STORE=s3: the API keeps pictures in the bucket', () => {
  let t: TestApp;
  let admin: TestUser;
  let store: MediaStore;
  beforeAll(async () => {
    store = s3MediaStore(s3.settings());
    t = await startTestApp({ config: { mediaStore: 's3', s3: s3.settings() } });
    admin = await createUser(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('the seed copies the catalog pictures into the bucket once, none into MEDIA_DIR', async () => {
    await copyCatalogImages(store);
    const keys = (await store.list()).map((o) => o.key);
    const first = `products/${productImageFile(seedProducts[0].slug, 1)}`;
    expect(keys).toContain(first);
    expect(keys.filter((k) => k.startsWith('categories/')).length).toBeGreaterThan(0);
    await store.remove(first);
    await copyCatalogImages(store);
    expect(await store.has(first)).toBe(true);
    expect(await localMediaStore(t.config.mediaDir).list()).toEqual([]);
  });

  it('an upload goes to the bucket, /media/ redirects to a signed URL that serves it, and deleting removes it', async () => {
    const product = await t.request('POST', '/api/admin/products/', {
      token: admin.token,
      json: { name: 'Silk Knot Ring', price: '12.00', stock: 2 },
    });
    const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#335577' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)]), 'ring.png');
    const res = await t.request('POST', `/api/admin/products/${product.body.id}/images/`, {
      token: admin.token,
      body: form,
    });
    expect(res.status).toBe(201);
    const [image] = res.body.images;
    const key = image.url.replace('/media/', '');
    expect(await store.has(key)).toBe(true);
    expect(await localMediaStore(t.config.mediaDir).list()).toEqual([]);

    const redirect = await fetch(t.base + image.url, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location')!;
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
    expect(location).toContain('X-Amz-Signature=');
    const served = await fetch(location);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');

    const del = await t.request('DELETE', `/api/admin/products/${product.body.id}/images/${image.id}/`, {
      token: admin.token,
    });
    expect(del.status).toBe(204);
    expect(await store.has(key)).toBe(false);
  });

  it('signs only pictures the shop stored: any other object of the bucket is a 404, not a signed URL', async () => {
    await store.put('exports/customers.json', Buffer.from('{"secret":true}'), 'application/json');
    await store.put('products/dropped-in-by-hand.webp', Buffer.from('not ours'), 'image/webp');
    for (const other of ['exports/customers.json', 'products/dropped-in-by-hand.webp']) {
      const res = await fetch(`${t.base}/media/${other}`, { redirect: 'manual' });
      expect(res.status).toBe(404);
      expect(res.headers.get('location')).toBeNull();
    }
    // An avatar the profile stored: its row names it.
    await store.put('avatars/1-known.webp', Buffer.from('avatar'), 'image/webp');
    await t.app.db.update(users).set({ profilePicture: '/media/avatars/1-known.webp' }).where(eq(users.id, admin.id));
    const ours = await fetch(`${t.base}/media/avatars/1-known.webp`, { redirect: 'manual' });
    expect(ours.status).toBe(302);
    expect(ours.headers.get('location')).toContain('X-Amz-Signature=');
  });

  it('review and repair photos a row names are signed as well (§27, §31); one no row names is a 404', async () => {
    const shopper = await createUser(t);
    const piece = await createProduct(t, { stock: 5 });
    const order = await placeOrder(t, shopper, [{ product_id: piece.id }]);
    expect(order.status, order.text).toBe(201);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.body.id));
    await store.put('reviews/r-known.webp', Buffer.from('review'), 'image/webp');
    await store.put('repairs/p-known.webp', Buffer.from('repair'), 'image/webp');
    await store.put('reviews/r-orphan.webp', Buffer.from('orphan'), 'image/webp');
    await t.db.insert(reviews).values({
      productId: piece.id,
      orderItemId: line.id,
      userId: shopper.id,
      rating: 5,
      body: 'Lovely.',
      photos: ['/media/reviews/r-known.webp'],
    });
    await t.db.insert(repairs).values({
      number: `${order.body.number}-RP1`,
      orderId: order.body.id,
      description: 'A seam came apart.',
      photos: ['/media/repairs/p-known.webp'],
    });
    for (const [key, body] of [
      ['reviews/r-known.webp', 'review'],
      ['repairs/p-known.webp', 'repair'],
    ]) {
      const res = await fetch(`${t.base}/media/${key}`, { redirect: 'manual' });
      expect(res.status, key).toBe(302);
      expect(await (await fetch(res.headers.get('location')!)).text()).toBe(body);
    }
    expect((await fetch(`${t.base}/media/reviews/r-orphan.webp`, { redirect: 'manual' })).status).toBe(404);
  });

  it('with MEDIA_PUBLIC_URL the redirect goes to the public address; a path outside the store is a 404', async () => {
    const pub = await startTestApp({
      config: { mediaStore: 's3', s3: s3.settings({ publicUrl: 'https://cdn.example.test/media/' }) },
    });
    try {
      const res = await fetch(`${pub.base}/media/products/a%20b.webp`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('https://cdn.example.test/media/products/a%20b.webp');
      expect((await fetch(`${pub.base}/media/products//x`, { redirect: 'manual' })).status).toBe(404);
    } finally {
      await pub.close();
    }
  });
});

describe('copying MEDIA_DIR into a bucket', () => {
  it('copies every picture once; a second run copies only what is new or changed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ft-media-copy-'));
    try {
      const local = localMediaStore(dir);
      const bucket = s3MediaStore(s3.settings({ bucket: 'copy-target' }));
      await local.put('products/one.webp', Buffer.from('one'), 'image/webp');
      await local.put('avatars/two.webp', Buffer.from('two'), 'image/webp');
      expect(await copyMedia(local, bucket)).toEqual({ copied: 2, skipped: 0 });
      expect((await bucket.get('products/one.webp'))?.toString()).toBe('one');
      await local.put('products/three.webp', Buffer.from('three'), 'image/webp');
      expect(await copyMedia(local, bucket)).toEqual({ copied: 1, skipped: 2 });
      expect((await bucket.list()).map((o) => o.key)).toEqual([
        'avatars/two.webp',
        'products/one.webp',
        'products/three.webp',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(stores)('the %s media store’s keys', (_kind, make) => {
  it('refuses a key with an empty, "." or ".." name: nothing is written, read or removed outside the store', async () => {
    const store = make();
    const outside = path.join(folder, '..', `escape-${path.basename(folder)}.webp`);
    for (const key of [
      `../${path.basename(outside)}`,
      'products/../../x.webp',
      '/etc/passwd',
      'products//a.webp',
      './a.webp',
    ]) {
      await expect(store.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Not a media key/);
      await expect(store.get(key), key).rejects.toThrow(/Not a media key/);
      await expect(store.remove(key), key).rejects.toThrow(/Not a media key/);
    }
    expect(existsSync(outside)).toBe(false);
    expect((await store.list()).map((o) => o.key).filter((k) => k.includes('..'))).toEqual([]);
  });
});
