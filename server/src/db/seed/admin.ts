import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashPassword } from '../../lib/passwords';
import type { Database } from '../client';
import { users } from '../schema';

/**
 * The admin account from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password that is
 * returned (to be printed) once, when the account is first created.
 */
export async function seedAdmin(db: Database, config: Config): Promise<{ email: string; password?: string }> {
  const email = config.adminEmail.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return { email };
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
