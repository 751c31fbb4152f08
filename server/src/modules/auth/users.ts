import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema';
import { ApiError, validationError } from '../../lib/errors';
import { hashPassword, passwordProblems } from '../../lib/passwords';
import { uniqueViolation } from '../../lib/sql';
import type { TokenSubject } from './tokens';
import { welcomeEmail } from '../email';

export type UserRow = typeof users.$inferSelect;

/** The `user` of login answers: `{id, username, email, first_name, last_name, role, profile_picture, two_factor_enabled}`. */
export const userSummary = (user: UserRow) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  role: user.role,
  profile_picture: user.profilePicture,
  two_factor_enabled: user.twoFactorEnabled,
});

export const authUserOf = (user: UserRow): TokenSubject => ({
  id: user.id,
  role: user.role,
  username: user.username,
  tokenVersion: user.tokenVersion,
});

export async function findUserByEmail(app: FastifyInstance, email: string) {
  const [user] = await app.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user ?? null;
}

export async function findUserById(app: FastifyInstance, id: number) {
  const [user] = await app.db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** The address of an active account, or null when the account is gone or closed. */
export async function activeAddressOf(db: Executor, id: number) {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  return user?.email ?? null;
}

/** The signed-in user's full row; the guard checked the token, the row may still vanish in between. */
export async function currentUser(app: FastifyInstance, request: FastifyRequest) {
  const user = await findUserById(app, request.authUser.id);
  if (!user) throw new ApiError(401, { detail: 'User not found', code: 'user_not_found' });
  return user;
}

/** An active user as the token layer needs it, or null. */
export async function activeAuthUser(app: FastifyInstance, id: number): Promise<TokenSubject | null> {
  const user = await findUserById(app, id);
  return user?.isActive ? authUserOf(user) : null;
}

export const USERNAME_TAKEN = 'A user with that username already exists.';
export const EMAIL_TAKEN = 'A user with that email already exists.';

/** Field errors for a username or email already used by another account (compared case-insensitively). */
export async function takenFields(
  app: FastifyInstance,
  fields: { username?: string; email?: string },
  exceptId?: number,
) {
  const errors: Record<string, string[]> = {};
  if (fields.username !== undefined) {
    const [row] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${fields.username.toLowerCase()}`);
    if (row && row.id !== exceptId) errors.username = [USERNAME_TAKEN];
  }
  if (fields.email !== undefined) {
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, fields.email));
    if (row && row.id !== exceptId) errors.email = [EMAIL_TAKEN];
  }
  return errors;
}

/** The unique constraint a concurrent duplicate hit, as a field error (the pre-check lost a race). */
export function uniqueViolationFields(err: unknown): Record<string, string[]> | null {
  const constraint = uniqueViolation(err, ['users_email_unique', 'users_username_unique']);
  if (constraint === null) return null;
  return constraint.includes('email') ? { email: [EMAIL_TAKEN] } : { username: [USERNAME_TAKEN] };
}

export interface Registration {
  username: string;
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
}

export async function registerUser(app: FastifyInstance, input: Registration) {
  const email = input.email.toLowerCase();
  const errors = await takenFields(app, { username: input.username, email });
  const problems = passwordProblems(input.password, { username: input.username, email });
  if (problems.length) errors.password = problems;
  if (Object.keys(errors).length) throw validationError(errors);

  const passwordHash = await hashPassword(input.password);
  try {
    // The account and its welcome email exist together or not at all.
    return await app.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          username: input.username,
          email,
          passwordHash,
          firstName: input.first_name ?? '',
          lastName: input.last_name ?? '',
          dateJoined: app.clock.now(),
        })
        .returning();
      await app.outbox.send(welcomeEmail(app.config, { email }), tx);
      return user as UserRow;
    });
  } catch (err) {
    const fields = uniqueViolationFields(err);
    if (fields) throw validationError(fields);
    throw err;
  }
}
