import { randomBytes } from 'node:crypto';
import { asc, eq, or } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashPassword } from '../../lib/passwords';
import type { Database } from '../client';
import { users } from '../schema';

export interface AdminSeed {
  email: string;
  /** The generated password, returned (to be printed) once, when the account is created without ADMIN_PASSWORD. */
  password?: string;
  /** Set when an admin already existed and ADMIN_EMAIL/ADMIN_PASSWORD differ: one line for the log. */
  notice?: string;
}

/**
 * The admin account: created from ADMIN_EMAIL/ADMIN_PASSWORD (or a generated password) when the shop has no
 * admin yet. Once one exists those variables no longer apply: the admin changes their own sign-in in the shop,
 * so a later start with other values (another instance, `npm run dev` after `npm start`) keeps it and says so.
 */
export async function seedAdmin(db: Database, config: Config): Promise<AdminSeed> {
  const email = config.adminEmail.toLowerCase();
  const [existing] = await db
    .select({ email: users.email })
    .from(users)
    .where(or(eq(users.role, 'admin'), eq(users.email, email)))
    .orderBy(asc(users.id))
    .limit(1);
  if (existing) {
    const differs = existing.email !== email || Boolean(config.adminPassword);
    return {
      email: existing.email,
      ...(differs && {
        notice: `Admin account ${existing.email} already exists; ADMIN_EMAIL and ADMIN_PASSWORD apply only when it is created, so they were not used.`,
      }),
    };
  }
  const password = config.adminPassword || randomBytes(12).toString('base64url');
  const taken = await db.select({ username: users.username }).from(users).where(eq(users.username, 'admin'));
  await db.insert(users).values({
    username: taken.length ? `admin-${randomBytes(3).toString('hex')}` : 'admin',
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
    firstName: 'Shop',
    lastName: 'Admin',
  });
  return { email, password: config.adminPassword ? undefined : password };
}
