import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { validationError } from '../../lib/errors';
import { signInEvent } from '../auth/sign-in-log';
import { takenFields, uniqueViolationFields, type UserRow } from '../auth/users';
import { removeAvatar, storeAvatar } from './avatar';
import { pendingEmailOf, proveEmailChange, startEmailChange } from './email-change';
import { profileConsent, setProfileConsent } from '../marketing/consent';
import type { ProfileUpdate } from '@fabric-tales/contract';

/** GET /api/profile/'s shape; `pending_email` only while a change of address waits for its confirmation. */
export const toProfile = (user: UserRow, pendingEmail: string | null = null) => ({
  id: user.id,
  username: user.username,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  phone: user.phone,
  address_line1: user.addressLine1,
  address_line2: user.addressLine2,
  city: user.city,
  state: user.state,
  postal_code: user.postalCode,
  country: user.country,
  profile_picture: user.profilePicture,
  role: user.role,
  two_factor_enabled: user.twoFactorEnabled,
  date_joined: user.dateJoined.toISOString(),
  ...(pendingEmail !== null && { pending_email: pendingEmail }),
});

/** The profile as stored now, with its pending change of address and its marketing consent (§28.4). */
export const currentProfile = async (app: FastifyInstance, user: UserRow) => ({
  ...toProfile(user, await pendingEmailOf(app, user.id)),
  ...(await profileConsent(app.db, user.email)),
});

/**
 * Applies the changed fields and, when given, a new picture (bytes) or its removal (null). A new email is not
 * applied here: with the current password it starts a change that the new address confirms (email-change.ts).
 */
export async function updateProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  changes: ProfileUpdate,
  picture?: Buffer,
) {
  const newEmail = await proveEmailChange(app, request, reply, user, changes);
  const taken = await takenFields(app, { username: changes.username }, user.id);
  if (Object.keys(taken).length) throw validationError(taken);

  const profilePicture = picture ? await storeAvatar(app, user.id, picture) : changes.profile_picture;
  let updated: UserRow;
  try {
    [updated] = await app.db
      .update(users)
      .set({
        username: changes.username,
        firstName: changes.first_name,
        lastName: changes.last_name,
        phone: changes.phone,
        addressLine1: changes.address_line1,
        addressLine2: changes.address_line2,
        city: changes.city,
        state: changes.state,
        postalCode: changes.postal_code,
        country: changes.country,
        profilePicture,
        updatedAt: app.clock.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
  } catch (err) {
    if (profilePicture) await removeAvatar(app, profilePicture);
    const fields = uniqueViolationFields(err);
    if (fields) throw validationError(fields);
    throw err;
  }
  if (profilePicture !== undefined && user.profilePicture !== profilePicture)
    await removeAvatar(app, user.profilePicture);
  if (changes.marketing_consent !== undefined) await setProfileConsent(app, updated, changes.marketing_consent);
  if (newEmail !== null) {
    await startEmailChange(app, updated, newEmail);
    signInEvent(app, 'email_change_requested', { user_id: user.id, ip: request.ip });
  }
  return currentProfile(app, updated);
}
