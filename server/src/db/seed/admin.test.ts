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

  const storedHash = async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, 'boss@shop.test'));
    return row;
  };

  it('creates the admin with a generated password, returned only the first time', async () => {
    const config = { ...t.config, adminEmail: 'Boss@Shop.test', adminPassword: '' };
    const first = await seedAdmin(t.db, config);
    expect(first.email).toBe('boss@shop.test');
    expect(first.password).toMatch(/^[\w-]{16}$/);
    const row = await storedHash();
    expect(row.role).toBe('admin');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, first.password!)).toBe(true);
    expect(await seedAdmin(t.db, config)).toEqual({ email: 'boss@shop.test' });
  });

  it('a set ADMIN_PASSWORD becomes the admin password', async () => {
    await seedAdmin(t.db, { ...t.config, adminEmail: 'boss@shop.test', adminPassword: 'New-Admin-Passw0rd' });
    expect(await verifyPassword((await storedHash()).passwordHash, 'New-Admin-Passw0rd')).toBe(true);
  });
});
