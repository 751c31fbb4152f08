// Account calls of docs/api.md (Accounts) beyond login/register, which live in the auth context.
import type { Disable2faBody } from '@fabric-tales/contract';
import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { getRefreshToken } from '@/lib/storage';
import type { Profile } from '@/lib/types';

export type ProfileUpdate = Partial<
  Pick<
    Profile,
    | 'first_name'
    | 'last_name'
    | 'phone'
    | 'address_line1'
    | 'address_line2'
    | 'city'
    | 'state'
    | 'postal_code'
    | 'country'
  >
>;

export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}

export async function getProfile(): Promise<Profile> {
  return (await api.get<Profile>('/api/profile/')).data;
}

export async function updateProfile(changes: ProfileUpdate): Promise<Profile> {
  return (await api.patch<Profile>('/api/profile/', changes)).data;
}

/** true sends the confirmation link to the account's address (§28, double opt-in); false unsubscribes at once. */
export async function updateMarketingConsent(on: boolean): Promise<Profile> {
  return (await api.patch<Profile>('/api/profile/', { marketing_consent: on })).data;
}

/**
 * PATCH /api/profile/ with a new email and the current password. This API answers the old `email` and a
 * `pending_email` (the change waits for the link sent to the new address); a DRF backend just changes it.
 */
/** A new sign-in email: the current password and, with two-factor on, a current code (`otp`). */
export async function changeEmail(email: string, currentPassword: string, otp?: string): Promise<Profile> {
  const body = { email, current_password: currentPassword, ...(otp !== undefined && { otp }) };
  return (await api.patch<Profile>('/api/profile/', body)).data;
}

/** The link sent to a new address: its token, posted from the page (never on load: link scanners open it). */
export async function confirmEmail(token: string): Promise<void> {
  await api.post(`/api/confirm-email/${encodeURIComponent(token)}/`, {}, { skipAuth: true });
}

export async function uploadProfilePicture(file: File): Promise<Profile> {
  const body = new FormData();
  body.append('profile_picture', file);
  // Let the browser set the multipart boundary instead of the client's JSON default.
  return (await api.patch<Profile>('/api/profile/', body, { headers: { 'Content-Type': 'multipart/form-data' } })).data;
}

/** Sends this session's refresh token so the API keeps this sign-in and revokes only the others. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  const refresh = getRefreshToken() ?? undefined;
  await api.post('/api/change-password/', { old_password: oldPassword, new_password: newPassword, refresh });
}

export async function enableTwoFactor(): Promise<TwoFactorSetup> {
  return (await api.post<TwoFactorSetup>('/api/enable-2fa/', {})).data;
}

export async function verifyTwoFactor(otp: string): Promise<string[]> {
  return (await api.post<{ recovery_codes: string[] }>('/api/verify-2fa/', { otp })).data.recovery_codes;
}

export async function disableTwoFactor(proof: Disable2faBody): Promise<void> {
  await api.post('/api/disable-2fa/', proof);
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/api/forgot-password/', { email });
}

/** True when the reset link is still usable; the API answers 400 for an invalid or expired token. */
export async function checkResetToken(token: string): Promise<boolean> {
  try {
    await api.get(`/api/password-reset/${encodeURIComponent(token)}/`);
    return true;
  } catch (error) {
    if (isApiError(error, 400) || isApiError(error, 404)) return false;
    throw error;
  }
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await api.post(`/api/password-reset/${encodeURIComponent(token)}/`, { password });
}
