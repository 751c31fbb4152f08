import type { Role, SessionUser } from '@/lib/types';

/** Browser storage keys (spec §3, §9). */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  role: 'role',
  user: 'user',
  userProfile: 'user_profile',
  cart: 'cart',
} as const;

const hasStorage = () => typeof window !== 'undefined' && !!window.localStorage;

export function readItem(key: string): string | null {
  return hasStorage() ? window.localStorage.getItem(key) : null;
}

export function writeItem(key: string, value: string): void {
  if (hasStorage()) window.localStorage.setItem(key, value);
}

export function removeItem(key: string): void {
  if (hasStorage()) window.localStorage.removeItem(key);
}

export const getAccessToken = () => readItem(STORAGE_KEYS.accessToken);
export const getRefreshToken = () => readItem(STORAGE_KEYS.refreshToken);
export const getStoredRole = () => readItem(STORAGE_KEYS.role) as Role | null;

/** The stored user: §3.7 names both `user` and `user_profile`, so either reading is accepted. */
export function getStoredUser(): SessionUser | null {
  for (const key of [STORAGE_KEYS.user, STORAGE_KEYS.userProfile]) {
    const raw = readItem(key);
    if (!raw) continue;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object') return parsed as SessionUser;
    } catch {
      // A corrupt entry is ignored; the other reading may still hold the user.
    }
  }
  return null;
}

/** Stores the user under both readings (spec §3). */
export function storeUser(user: SessionUser): void {
  const json = JSON.stringify(user);
  writeItem(STORAGE_KEYS.user, json);
  writeItem(STORAGE_KEYS.userProfile, json);
}

export function storeSession(access: string, refresh: string | undefined, role: Role, user: SessionUser): void {
  writeItem(STORAGE_KEYS.accessToken, access);
  if (refresh) writeItem(STORAGE_KEYS.refreshToken, refresh);
  writeItem(STORAGE_KEYS.role, role);
  storeUser(user);
}

/** What logout and a failed refresh clear (spec §3): the tokens, the profile and the cart. */
export function clearSessionStorage(): void {
  for (const key of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.userProfile,
    STORAGE_KEYS.cart,
  ]) {
    removeItem(key);
  }
}

/** The login-side logout clears all browser storage (spec §3). */
export function clearAllStorage(): void {
  if (hasStorage()) window.localStorage.clear();
}
