import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { startTestApp, type TestApp } from '../../test/test-app';
import { users } from '../schema';
import { seedAdmin } from './admin';

describe('admin account seed', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ config: { frontendUrl: 'http://shop.test' } })));
  afterAll(() => t.close());

  const admins = () => t.db.select().from(users).where(eq(users.role, 'admin'));
  const login = (email: string, password: string) => t.request('POST', '/api/login/', { json: { email, password } });

  it('creates the admin with a one-time link to choose its password (never a password), only the first time', async () => {
    const config = { ...t.config, adminEmail: 'Boss@Shop.test', adminPassword: '' };
    const first = await seedAdmin(t.db, config, t.clock.now());
    expect(first.email).toBe('boss@shop.test');
    expect(first).not.toHaveProperty('password');
    const token = /^http:\/\/shop\.test\/reset-password\/([\w-]+)$/.exec(first.setPasswordUrl!)![1];
    const [row] = await admins();
    expect(row.role).toBe('admin');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await seedAdmin(t.db, config)).toEqual({ email: 'boss@shop.test' });

    // The storefront's reset page takes the link: the admin signs in with the password chosen there, once.
    expect((await t.request('GET', `/api/password-reset/${token}/`)).status).toBe(200);
    const set = await t.request('POST', `/api/password-reset/${token}/`, { json: { password: 'Quilted-Heron-58' } });
    expect(set.status).toBe(200);
    expect((await login(row.email, 'Quilted-Heron-58')).status).toBe(200);
    expect(
      (await t.request('POST', `/api/password-reset/${token}/`, { json: { password: 'Other-Heron-59' } })).status,
    ).toBe(400);
    // A day later an unused link no longer works.
    await t.db.delete(users);
    const again = await seedAdmin(t.db, config, t.clock.now());
    t.clock.advance(24 * 3600 + 1);
    const late = /reset-password\/([\w-]+)$/.exec(again.setPasswordUrl!)![1];
    expect((await t.request('GET', `/api/password-reset/${late}/`)).status).toBe(400);
  });

  it('with ADMIN_PASSWORD the admin signs in with it and no link is made', async () => {
    await t.db.delete(users);
    const seeded = await seedAdmin(t.db, {
      ...t.config,
      adminEmail: 'boss@shop.test',
      adminPassword: 'Linen-Thread-42',
    });
    expect(seeded).toEqual({ email: 'boss@shop.test' });
    const [row] = await admins();
    expect(await verifyPassword(row.passwordHash, 'Linen-Thread-42')).toBe(true);
  });

  it('a later start with another ADMIN_EMAIL or ADMIN_PASSWORD keeps the admin and says so in one line', async () => {
    const [before] = await admins();
    const other = await seedAdmin(t.db, {
      ...t.config,
      adminEmail: 'admin@example.com',
      adminPassword: 'Other-Pass-31',
    });
    expect(other.email).toBe('boss@shop.test');
    expect(other.setPasswordUrl).toBeUndefined();
    expect(other.notice).toMatch(/^Admin account boss@shop\.test already exists; ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(other.notice).not.toContain('\n');
    expect(await admins()).toEqual([before]);
    expect(await verifyPassword(before.passwordHash, 'Other-Pass-31')).toBe(false);
  });
});
