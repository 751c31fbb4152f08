// The session's calls (spec §7, API.md Accounts): the AuthProvider runs the state machine, these only talk
// to the API through the shared client.
import type { Profile } from '@fabric-tales/contract';
import { api } from '@/lib/api/client';
import type { SessionUser } from '@/lib/types';

/** The successful login answer: `{access, refresh, user}`. */
export interface LoginAnswer {
  access: string;
  refresh?: string;
  user: SessionUser;
}

/** `challenge`: this API's proof of the password step; a stock SimpleJWT backend sends none. */
export type TwoFactorAnswer = { two_factor_required: true; email?: string; challenge?: string };

export async function postLogin(email: string, password: string): Promise<LoginAnswer | TwoFactorAnswer> {
  return (await api.post<LoginAnswer | TwoFactorAnswer>('/api/login/', { email, password })).data;
}

/**
 * No auth headers (spec §7): a stale token from an earlier session must not be sent. The spec's body is
 * {email, otp}; `challenge` goes along only when login handed one out.
 */
export async function postVerifyLogin2fa(email: string, otp: string, challenge?: string): Promise<LoginAnswer> {
  const body = challenge ? { email, otp, challenge } : { email, otp };
  return (await api.post<LoginAnswer>('/api/verify-login-2fa/', body, { skipAuth: true })).data;
}

export async function postRegister(payload: {
  username: string;
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
}): Promise<unknown> {
  return (await api.post('/api/register/', payload)).data;
}

/** Blacklists the refresh token; the bearer goes along only while it is still valid. */
export async function postLogout(refresh: string, validAccess: string | null): Promise<void> {
  const headers = validAccess ? { Authorization: `Bearer ${validAccess}` } : undefined;
  await api.post('/api/logout/', { refresh }, { skipAuth: true, headers });
}

/** GET /api/profile/ with the token just received (login), before it is stored. */
export async function getProfileWith(access: string): Promise<Partial<SessionUser>> {
  return (
    await api.get<Partial<SessionUser>>('/api/profile/', {
      skipAuth: true,
      headers: { Authorization: `Bearer ${access}` },
    })
  ).data;
}

export type { Profile };
