import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExportLinks, emailLogs } from '../../db/schema';
import { sha256 } from '../../lib/secure-tokens';
import { createProduct, placeOrder } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/test-app';
import { signUp } from '../../test/accounts';
import { LINKS_PER_EXPORT } from './export';

const pathOf = (url: string) => new URL(url).pathname;

describe('§25.2 data export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ jobWorker: false });
  });
  afterAll(() => t.close());

  /** A shopper with an order, a saved piece and an alert; the export asked for and built. */
  async function readyExport() {
    const shopper = await signUp(t);
    const product = await createProduct(t, {
      name: `Linen hoops ${shopper.id}`,
      sizes: [
        { label: 'M', stock: 3 },
        { label: 'S', stock: 0 },
      ],
    });
    const placed = await placeOrder(t, { ...shopper, token: shopper.access }, [
      { product_id: product.id, product_size_id: product.sizes[0].id, quantity: 2 },
    ]);
    expect(placed.status).toBe(201);
    await t.request('POST', '/api/wishlist/', { token: shopper.access, json: { product_id: product.id } });
    await t.request('POST', `/api/products/${product.id}/notify/`, {
      token: shopper.access,
      json: { product_size_id: product.sizes[1].id },
    });
    const asked = await t.request('POST', '/api/account/export/', { token: shopper.access });
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ status: 'pending', download_url: null });
    await t.app.jobs.drain();
    return { shopper, product, placed: placed.body, id: asked.body.id as number };
  }

  it('needs a signed-in user', async () => {
    expect((await t.request('POST', '/api/account/export/')).status).toBe(401);
    expect((await t.request('GET', '/api/account/export/1/')).status).toBe(401);
  });

  it('is built by a job, then offers a single-use link for 24 hours that answers one JSON document', async () => {
    const { shopper, product, placed, id } = await readyExport();
    const status = await t.request('GET', `/api/account/export/${id}/`, { token: shopper.access });
    expect(status.status).toBe(200);
    expect(status.body.status).toBe('ready');
    expect(new Date(status.body.expires_at).getTime() - t.clock.now().getTime()).toBe(24 * 3600_000);

    // The email carries a link of its own (without SMTP the log shows it, as it does every link).
    const [email] = await t.db.select().from(emailLogs).where(eq(emailLogs.kind, 'data_export'));
    expect(email.to).toBe(shopper.email);
    const emailed = /(\/api\/account\/export\/download\/[^/\s]+\/)/.exec(email.text)![1];

    // Only hashes of the tokens are stored.
    const token = pathOf(status.body.download_url).split('/').at(-2)!;
    const links = await t.db.select().from(dataExportLinks).where(eq(dataExportLinks.exportId, id));
    expect(links.map((l) => l.tokenHash).sort()).toEqual([sha256(token), sha256(emailed.split('/').at(-2)!)].sort());
    expect(JSON.stringify(links)).not.toContain(token);

    const file = await t.request('GET', pathOf(status.body.download_url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="fabric-tales-data-.*\.json"$/);
    expect(Object.keys(file.body)).toEqual(
      expect.arrayContaining(['profile', 'addresses', 'orders', 'returns', 'wishlist', 'alerts', 'emails']),
    );
    expect(file.body.profile).toMatchObject({ id: shopper.id, email: shopper.email, username: shopper.username });
    expect(file.body.orders).toHaveLength(1);
    expect(file.body.orders[0]).toMatchObject({ number: placed.number, status: 'pending' });
    expect(file.body.orders[0].items[0]).toMatchObject({ name: product.name, size: 'M', quantity: 2 });
    expect(file.body.returns).toEqual([]);
    expect(file.body.wishlist).toEqual([expect.objectContaining({ product: product.name })]);
    expect(file.body.alerts).toEqual([expect.objectContaining({ product: product.name, size: 'S' })]);
    expect(file.body.emails.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['welcome', 'order_confirmation']),
    );

    // Single use: the same link, or the email's, is gone; the export reads as expired.
    const again = await t.request('GET', pathOf(status.body.download_url));
    expect(again.status).toBe(410);
    expect(again.body.detail).toMatch(/expired or was already used/);
    expect((await t.request('GET', emailed)).status).toBe(410);
    const after = await t.request('GET', `/api/account/export/${id}/`, { token: shopper.access });
    expect(after.body).toMatchObject({ status: 'expired', download_url: null });
  });

  it("polling a ready export keeps at most 5 links: the first (the email's) and the newest; older ones answer 410", async () => {
    const { shopper, id } = await readyExport();
    const [email] = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.kind, 'data_export'), eq(emailLogs.to, shopper.email)));
    const emailed = /(\/api\/account\/export\/download\/[^/\s]+\/)/.exec(email.text)![1];
    const polled: string[] = [];
    for (let i = 0; i < 12; i++) {
      const status = await t.request('GET', `/api/account/export/${id}/`, { token: shopper.access });
      expect(status.body.status).toBe('ready');
      polled.push(pathOf(status.body.download_url));
    }
    const links = await t.db.select().from(dataExportLinks).where(eq(dataExportLinks.exportId, id));
    expect(links).toHaveLength(LINKS_PER_EXPORT);
    const kept = new Set(links.map((l) => l.tokenHash));
    const hashOf = (url: string) => sha256(url.split('/').at(-2)!);
    expect([emailed, ...polled.slice(-(LINKS_PER_EXPORT - 1))].every((url) => kept.has(hashOf(url)))).toBe(true);
    expect((await t.request('GET', polled[0])).status).toBe(410);
    expect((await t.request('GET', polled.at(-1)!)).status).toBe(200);
  });

  it('a link older than 24 hours is refused with 410', async () => {
    const { shopper, id } = await readyExport();
    const status = await t.request('GET', `/api/account/export/${id}/`, { token: shopper.access });
    t.clock.advance(24 * 3600 + 1);
    const late = await t.request('GET', pathOf(status.body.download_url));
    expect(late.status).toBe(410);
    const fresh = await signUp(t);
    // Another shopper's export is not found, and an unknown link is refused the same way as an expired one.
    expect((await t.request('GET', `/api/account/export/${id}/`, { token: fresh.access })).status).toBe(404);
    expect((await t.request('GET', '/api/account/export/download/not-a-token/')).status).toBe(410);
  });

  it("an address that changed hands: its new holder's export holds none of the emails and alerts its earlier holder got", async () => {
    // Ada orders and asks for an alert with her first address, then moves her account to another one.
    const { shopper: ada, placed } = await readyExport();
    const first = ada.email;
    const moved = `moved-${ada.username}@example.com`;
    const change = await t.request('PATCH', '/api/profile/', {
      token: ada.access,
      json: { email: moved, current_password: ada.password },
    });
    expect(change.status).toBe(200);
    const [confirmation] = await t.db
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.to, moved), eq(emailLogs.kind, 'email_change_confirm')));
    const token = /\/confirm-email\/([\w-]+)/.exec(confirmation.text)![1];
    expect((await t.request('POST', `/api/confirm-email/${token}/`)).status).toBe(200);

    // Registration does not prove the address: anyone can now sign up with Ada's first one.
    t.clock.advance(60);
    const mallory = await signUp(t, { email: first });
    const asked = await t.request('POST', '/api/account/export/', { token: mallory.access });
    await t.app.jobs.drain();
    const status = await t.request('GET', `/api/account/export/${asked.body.id}/`, { token: mallory.access });
    const file = await t.request('GET', pathOf(status.body.download_url));
    expect(file.status).toBe(200);
    const text = JSON.stringify(file.body);
    expect(text).not.toContain(placed.number);
    expect(text).not.toContain('Linen hoops');
    expect(file.body.emails.map((e: { kind: string }) => e.kind)).toEqual(['welcome']);
    expect(file.body.alerts).toEqual([]);

    // Ada's own export still holds her orders (the emails to her current address start with the move).
    const own = await t.request('POST', '/api/account/export/', { token: ada.access });
    await t.app.jobs.drain();
    const adaStatus = await t.request('GET', `/api/account/export/${own.body.id}/`, { token: ada.access });
    const adaFile = await t.request('GET', pathOf(adaStatus.body.download_url));
    expect(adaFile.body.orders[0].number).toBe(placed.number);
    expect(adaFile.body.alerts).toHaveLength(1);
  });

  it("a closed account's export link is refused at once (410), before the erasure job has run", async () => {
    const { shopper, id } = await readyExport();
    const status = await t.request('GET', `/api/account/export/${id}/`, { token: shopper.access });
    expect(status.body.status).toBe('ready');
    const closed = await t.request('POST', '/api/account/delete/', {
      token: shopper.access,
      json: { password: shopper.password },
    });
    expect(closed.status).toBe(202);
    // The erasure waits for its email (jobWorker: false here): the export and its links are still stored.
    expect(await t.db.select().from(dataExportLinks).where(eq(dataExportLinks.exportId, id))).not.toEqual([]);
    const late = await t.request('GET', pathOf(status.body.download_url));
    expect(late.status).toBe(410);
    expect(late.body).not.toHaveProperty('profile');
  });

  it('asking again while one is being built answers that one', async () => {
    const shopper = await signUp(t);
    const [a, b] = await Promise.all([
      t.request('POST', '/api/account/export/', { token: shopper.access }),
      t.request('POST', '/api/account/export/', { token: shopper.access }),
    ]);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.body.id).toBe(b.body.id);
    await t.app.jobs.drain();
  });
});
