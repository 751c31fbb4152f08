import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { startTestApp, type TestApp } from '../../test/test-app';
import { users } from '../schema';
import { seedAdmin } from './admin';

describe('admin account seed', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const admins = () => t.db.select().from(users).where(eq(users.role, 'admin'));

  it('creates the admin with a generated password, returned only the first time', async () => {
    const config = { ...t.config, adminEmail: 'Boss@Shop.test', adminPassword: '' };
    const first = await seedAdmin(t.db, config);
    expect(first.email).toBe('boss@shop.test');
    expect(first.password).toMatch(/^[\w-]{16}$/);
    const [row] = await admins();
    expect(row.role).toBe('admin');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, first.password!)).toBe(true);
    expect(await seedAdmin(t.db, config)).toEqual({ email: 'boss@shop.test' });
  });

  it('a later start with another ADMIN_EMAIL or ADMIN_PASSWORD keeps the admin and says so in one line', async () => {
    const [before] = await admins();
    const other = await seedAdmin(t.db, {
      ...t.config,
      adminEmail: 'admin@example.com',
      adminPassword: 'Other-Pass-31',
    });
    expect(other.email).toBe('boss@shop.test');
    expect(other.password).toBeUndefined();
    expect(other.notice).toMatch(/^Admin account boss@shop\.test already exists; ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(other.notice).not.toContain('\n');
    expect(await admins()).toEqual([before]);
    expect(await verifyPassword(before.passwordHash, 'Other-Pass-31')).toBe(false);
  });
});
