import { newPassword } from '@fabric-tales/contract';

/**
 * The contract's new-password rule plus the shop's minimum (GET /api/config/ password_min_length), so a
 * too-short password is refused before it is sent; the server still applies its own checks.
 */
export function newPasswordAtLeast(minimum: number) {
  return newPassword.refine((v) => v.length >= minimum, {
    error: `Your password must be at least ${minimum} characters.`,
  });
}
