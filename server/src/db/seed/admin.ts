import { randomBytes } from 'node:crypto';
import { asc, eq, or } from 'drizzle-orm';
import type { Config } from '../../config';
import { hashPassword } from '../../lib/passwords';
import type { Database } from '../client';
import { HANDED_LINK_SECONDS, issueResetToken, resetPasswordUrl } from '../reset-links';
import { users } from '../schema';

export interface AdminSeed {
  email: string;
  /**
   * When the account is created without ADMIN_PASSWORD: the one-time link to choose its password, returned (to be
   * printed) once. The password itself is never printed, so container logs hold no sign-in.
   */
  setPasswordUrl?: string;
  /** Set when an admin already existed and ADMIN_EMAIL/ADMIN_PASSWORD differ: one line for the log. */
  notice?: string;
}

/**
 * The admin account: created from ADMIN_EMAIL/ADMIN_PASSWORD when the shop has no admin yet; without
 * ADMIN_PASSWORD it gets a password nobody knows and a one-time link (24 hours) to choose one. Once an admin
 * exists those variables no longer apply: the admin changes their own sign-in in the shop, so a later start with
 * other values (another instance, `npm run dev` after `npm start`) keeps it and says so. A lost link: `npm run
 * admin -- reset-password <email>`.
 */
export async function seedAdmin(db: Database, config: Config, now = new Date()): Promise<AdminSeed> {
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
  const taken = await db.select({ username: users.username }).from(users).where(eq(users.username, 'admin'));
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({
        username: taken.length ? `admin-${randomBytes(3).toString('hex')}` : 'admin',
        email,
        passwordHash: await hashPassword(config.adminPassword || randomBytes(32).toString('base64url')),
        role: 'admin',
        firstName: 'Shop',
        lastName: 'Admin',
      })
      .returning({ id: users.id });
    if (config.adminPassword) return { email };
    const token = await issueResetToken(tx, admin.id, now, HANDED_LINK_SECONDS);
    return { email, setPasswordUrl: resetPasswordUrl(config.frontendUrl, token) };
  });
}
