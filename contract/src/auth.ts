import { z } from 'zod';
import { role } from './enums';
import { emailAddress, text } from './strings';

/** The shop's password rule; the server adds Django's similarity, common-password and numeric checks. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A new password: one more than the cap is let through so the server's rule names the problem. */
export const newPassword = text({
  max: PASSWORD_MAX + 1,
  trim: false,
  tooLong: `This password is too long. It must contain at most ${PASSWORD_MAX} characters.`,
});
export const currentPassword = text({ max: 1024, min: 1, trim: false });
/** An email to look up (login, reset): any string up to the cap; unknown ones simply match nobody. */
export const lookupEmail = text({ max: 254, min: 1 });
export const usernameField = text({ max: 150, min: 1 }).regex(
  /^[\p{L}\p{N}_.@+-]+$/u,
  'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
);
export const nameField = text({ max: 150 });
/** A TOTP code or a recovery code; spaces and dashes a user may type are ignored when checking. */
export const otpField = text({ max: 64, min: 1 });
export const refreshField = text({ max: 4096, min: 1, trim: false });

// Requests
export const registerBody = z.object({
  username: usernameField,
  email: emailAddress(),
  password: newPassword,
  first_name: nameField.optional(),
  last_name: nameField.optional(),
});
export const loginBody = z.object({ email: lookupEmail, password: currentPassword });
export const refreshBody = z.object({ refresh: refreshField });
/** The opaque proof of the password step that login hands out with two-factor on. */
export const challengeField = text({ max: 256, min: 1, trim: false });
/**
 * The spec's body is {email, otp}; `challenge` stays optional in the schema (a backend that issues none accepts
 * the body without it), but this API issues one with every two-factor sign-in and refuses a try without it.
 */
export const verifyLogin2faBody = z.object({ email: lookupEmail, otp: otpField, challenge: challengeField.optional() });
export const otpBody = z.object({ otp: otpField });
/** Both: the password and a current code from the app (or a recovery code). */
export const disable2faBody = z.object({ password: currentPassword, otp: otpField });
export const changePasswordBody = z.object({
  old_password: currentPassword,
  new_password: newPassword,
  /** The current session's refresh token: its sign-in stays alive, every other one is revoked. */
  refresh: refreshField.optional(),
});
export const forgotPasswordBody = z.object({ email: lookupEmail });
export const resetTokenParams = z.object({ token: text({ max: 256, trim: false }) });
export const resetPasswordBody = z.object({ password: newPassword });

export type RegisterBody = z.input<typeof registerBody>;
export type LoginBody = z.input<typeof loginBody>;
export type VerifyLogin2faBody = z.input<typeof verifyLogin2faBody>;
export type Disable2faBody = z.input<typeof disable2faBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

// Responses
/** The user that comes with the tokens. */
export const user = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role,
    profile_picture: z.string().nullable(),
    two_factor_enabled: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const tokenPair = z.object({ access: z.string(), refresh: z.string() }).meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPair>;
export const signedIn = tokenPair.extend({ user });
export type SignedIn = z.infer<typeof signedIn>;
export const twoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  email: z.string(),
  /** Absent from backends that predate it (SimpleJWT): clients send it back when given. */
  challenge: z.string().optional().describe('Send back to verify-login-2fa; proves the password step'),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;
export const loginResponse = z.union([signedIn, twoFactorChallenge]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const registered = z.object({ id: z.number().int(), username: z.string(), email: z.string() });
export type Registered = z.infer<typeof registered>;

export const twoFactorSetup = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string().describe('A data: URL of the QR code image'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;
export const twoFactorEnabled = z.object({ two_factor_enabled: z.literal(true), recovery_codes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabled>;
export const twoFactorDisabled = z.object({ two_factor_enabled: z.literal(false) });
