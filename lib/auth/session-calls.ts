// The session's calls (sign-in, two-factor step, registration, sign-out, re-reading the profile) with what they do
// to the stored session. context/auth-context.tsx loads this module with the first of them: a visitor's page (the
// catalog) restores the session from storage alone, so its first load carries neither these nor the API client
// (scripts/js-budget.mjs).
import { getProfile } from '@/lib/api/account';
import { postLogin, postLogout, postRegister, postVerifyLogin2fa } from '@/lib/api/auth';
import { isTokenValid } from '@/lib/auth/token';
import { notifySessionChanged } from '@/lib/auth/session-store';
import { startSession, type LoginAnswer } from '@/lib/auth/start-session';
import { getStoredUser, storeUser } from '@/lib/storage';
import type { SessionUser } from '@/lib/types';

/** `challenge` (when the API gave one) lives only in the sign-in form's state: it is never stored. */
export type LoginResult =
  | { twoFactorRequired: true; email: string; challenge?: string }
  | { twoFactorRequired: false; user: SessionUser };

export type Registration = Parameters<typeof postRegister>[0];

export async function login(email: string, password: string): Promise<LoginResult> {
  const data = await postLogin(email, password);
  if ('two_factor_required' in data && data.two_factor_required)
    return {
      twoFactorRequired: true,
      email: data.email ?? email,
      ...(typeof data.challenge === 'string' && data.challenge && { challenge: data.challenge }),
    };
  return { twoFactorRequired: false, user: await startSession(data as LoginAnswer) };
}

export async function verifyLogin2fa(email: string, otp: string, challenge?: string): Promise<SessionUser> {
  try {
    return await startSession(await postVerifyLogin2fa(email, otp, challenge));
  } catch (error) {
    console.error('Two-factor login failed:', error);
    throw error;
  }
}

export async function register(payload: Registration): Promise<unknown> {
  try {
    const data = await postRegister(payload);
    console.log('Registration successful:', data);
    return data;
  } catch (error) {
    console.error('Registration failed:', error);
    throw error;
  }
}

/** Blacklists the refresh token; the bearer goes along only while it is still valid. */
export function logoutOnServer(refresh: string, access: string | null): Promise<void> {
  return postLogout(refresh, access && isTokenValid(access) ? access : null);
}

/** Re-reads the profile (after a profile edit) into the stored user. */
export async function refreshUser(): Promise<void> {
  const profile = await getProfile();
  storeUser({ ...(getStoredUser() ?? {}), ...profile } as SessionUser);
  notifySessionChanged();
}
