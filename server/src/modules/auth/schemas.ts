import { z } from 'zod';
import { PASSWORD_MAX } from '../../lib/passwords';

/** A string field with DRF's messages for a missing value or a wrong type. */
export const str = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.') })
    // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
    .regex(/^[^\0]*$/, 'Null characters are not allowed.');

// Length caps keep hostile bodies cheap to refuse; passwords get one more than the rule so the rule names the problem.
export const emailField = str()
  .trim()
  .max(254, 'Ensure this field has no more than 254 characters.')
  .pipe(z.email('Enter a valid email address.'));

/** An email to look up (login, reset): any string up to the cap; unknown ones simply match nobody. */
export const lookupEmail = str()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(254, 'Ensure this field has no more than 254 characters.');

export const newPassword = str().max(
  PASSWORD_MAX + 1,
  `This password is too long. It must contain at most ${PASSWORD_MAX} characters.`,
);
export const currentPassword = str()
  .min(1, 'This field may not be blank.')
  .max(1024, 'Ensure this field has no more than 1024 characters.');

export const usernameField = str()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(150, 'Ensure this field has no more than 150 characters.')
  .regex(
    /^[\p{L}\p{N}_.@+-]+$/u,
    'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
  );

export const nameField = str().trim().max(150, 'Ensure this field has no more than 150 characters.');

/** A TOTP code or a recovery code; spaces and dashes a user may type are ignored when checking. */
export const otpField = str()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(64, 'Ensure this field has no more than 64 characters.');

export const refreshField = str()
  .min(1, 'This field may not be blank.')
  .max(4096, 'Ensure this field has no more than 4096 characters.');

export const registerBody = z.object({
  username: usernameField,
  email: emailField,
  password: newPassword,
  first_name: nameField.optional(),
  last_name: nameField.optional(),
});

export const loginBody = z.object({ email: lookupEmail, password: currentPassword });
export const refreshBody = z.object({ refresh: refreshField });
export const verifyLogin2faBody = z.object({ email: lookupEmail, otp: otpField });
export const otpBody = z.object({ otp: otpField });
export const disable2faBody = z
  .object({ otp: otpField.optional(), password: currentPassword.optional() })
  .refine((b) => b.otp !== undefined || b.password !== undefined, {
    message: 'Provide your current code (otp) or your password.',
  });
export const changePasswordBody = z.object({
  old_password: currentPassword,
  new_password: newPassword,
  /** The current session's refresh token: its sign-in stays alive, every other one is revoked. */
  refresh: refreshField.optional(),
});
export const forgotPasswordBody = z.object({ email: lookupEmail });
export const resetTokenParams = z.object({ token: str().max(256) });
export const resetPasswordBody = z.object({ password: newPassword });
