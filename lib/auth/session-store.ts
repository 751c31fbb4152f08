import { LOGIN_POLL_INTERVAL_MS, USER_LOGIN_EVENT } from '@/lib/constants';
import { getAccessToken, getStoredUser, readItem, STORAGE_KEYS } from '@/lib/storage';
import type { Role, SessionUser } from '@/lib/types';

export interface SessionSnapshot {
  isAuthenticated: boolean;
  role: Role | null;
  user: SessionUser | null;
}

const listeners = new Set<() => void>();

/** Tells the session's readers that storage changed in this tab (login, logout, forced logout). */
export function notifySessionChanged(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Spec §4: signed-in status is re-checked on storage changes, on the userLogin event and once per
 * second, besides this tab's own changes.
 */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const poll = window.setInterval(listener, LOGIN_POLL_INTERVAL_MS);
  window.addEventListener('storage', listener);
  window.addEventListener(USER_LOGIN_EVENT, listener);
  return () => {
    listeners.delete(listener);
    window.clearInterval(poll);
    window.removeEventListener('storage', listener);
    window.removeEventListener(USER_LOGIN_EVENT, listener);
  };
}

const SIGNED_OUT_KEY = JSON.stringify({ isAuthenticated: false, role: null, user: null });

/** The session as storage holds it, as a string so unchanged storage gives an equal snapshot. */
export function sessionSnapshotKey(): string {
  // Signed-in status is derived from the presence of an access token in storage.
  if (!getAccessToken()) return SIGNED_OUT_KEY;
  return JSON.stringify({ isAuthenticated: true, role: readItem(STORAGE_KEYS.role), user: getStoredUser() });
}

export const signedOutSnapshotKey = () => SIGNED_OUT_KEY;
