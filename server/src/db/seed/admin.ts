import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Database } from '../client';
import { users } from '../schema';

/**
 * The admin account from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password that is
 * returned (to be printed) once, when the account is first created. A set ADMIN_PASSWORD is
 * the source of truth: a start with a new one resets the admin's password.
 */
export async function seedAdmin(db: Database, config: Config): Promise<{ email: string; password?: string }> {
  const email = config.adminEmail.toLowerCase();
  const [existing] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  if (existing) {
    if (config.adminPassword && !(await verifyPassword(existing.passwordHash, config.adminPassword))) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(config.adminPassword), role: 'admin', isActive: true })
        .where(eq(users.id, existing.id));
    }
    return { email };
  }
  const password = config.adminPassword || randomBytes(12).toString('base64url');
  await db.insert(users).values({
    username: 'admin',
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    firstName: 'Shop',
    lastName: 'Admin',
  });
  return { email, password: config.adminPassword ? undefined : password };
}
