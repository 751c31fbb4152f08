import { z } from 'zod';
import { emailAddress, text } from './strings';
import { currentPassword, nameField, otpField, user, usernameField } from './auth';
import { postalAddress } from './orders';
import { consentStatuses } from './marketing';

export const NOT_A_FILE = 'The submitted data was not a file. Check the encoding type on the form.';

/** Every field PATCH /api/profile/ may change; read-only fields (id, role, two_factor_enabled, …) are ignored. */
export const profileUpdate = z.object({
  username: usernameField.optional(),
  /** A new address takes effect once the link sent to it is followed; it needs `current_password`. */
  email: emailAddress().optional(),
  current_password: currentPassword.optional(),
  /** With two-factor on, a new address also needs a current code from the app (or a recovery code). */
  otp: otpField.optional(),
  first_name: nameField.optional(),
  last_name: nameField.optional(),
  phone: text({ max: 32 })
    .regex(/^[0-9+().\s-]*$/, 'Enter a valid phone number.')
    .optional(),
  address_line1: text({ max: 255 }).optional(),
  address_line2: text({ max: 255 }).optional(),
  city: text({ max: 100 }).optional(),
  state: text({ max: 100 }).optional(),
  postal_code: text({ max: 20 }).optional(),
  country: text({ max: 100 }).optional(),
  /** JSON may only clear the picture (null); a new one comes as a multipart file. */
  profile_picture: z.null({ error: NOT_A_FILE }).optional(),
  /** true sends the confirmation link to the account's address (double opt-in); false unsubscribes at once. */
  marketing_consent: z
    .preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
      z.boolean({ error: 'Must be a valid boolean.' }),
    )
    .optional(),
});
export type ProfileUpdate = z.output<typeof profileUpdate>;
export type ProfileUpdateBody = z.input<typeof profileUpdate>;

export const profile = user
  .extend({
    ...postalAddress.shape,
    profile_picture: z.string().nullable().describe('A path like /media/avatars/… or null'),
    date_joined: z.string(),
    /** Present while a change of email waits for the new address to confirm it. */
    pending_email: z.string().optional(),
    /** True once the address confirmed it wants marketing email (a pending request is still false). */
    marketing_consent: z.boolean(),
    /** The consent record's state: null when never asked, `pending` while the confirmation link waits. */
    marketing_consent_status: z.enum(consentStatuses).nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profile>;
