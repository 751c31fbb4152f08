import { z } from 'zod';
import { emailField, nameField, str, usernameField } from '../auth/schemas';

const text = (max: number) => str().trim().max(max, `Ensure this field has no more than ${max} characters.`);

export const NOT_A_FILE = 'The submitted data was not a file. Check the encoding type on the form.';

/** Every field PATCH /api/profile/ may change; read-only fields (id, role, two_factor_enabled, …) are ignored. */
export const profileUpdate = z.object({
  username: usernameField.optional(),
  email: emailField.optional(),
  first_name: nameField.optional(),
  last_name: nameField.optional(),
  phone: text(32)
    .regex(/^[0-9+().\s-]*$/, 'Enter a valid phone number.')
    .optional(),
  address_line1: text(255).optional(),
  address_line2: text(255).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
  postal_code: text(20).optional(),
  country: text(100).optional(),
  /** JSON may only clear the picture (null); a new one comes as a multipart file. */
  profile_picture: z.null({ error: NOT_A_FILE }).optional(),
});

export type ProfileUpdate = z.infer<typeof profileUpdate>;
