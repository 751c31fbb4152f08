'use client';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useRouter } from 'next/navigation';
import { useSessionWatchers } from '@/context/use-session-watchers';
import type { LoginAnswer } from '@/lib/auth/start-session';
import { setSessionNavigator } from '@/lib/auth/session-end';
import {
  notifySessionChanged,
  sessionSnapshotKey,
  signedOutSnapshotKey,
  subscribeSession,
  type SessionSnapshot,
} from '@/lib/auth/session-store';
import { isTokenValid } from '@/lib/auth/token';
import { clearAllStorage, getAccessToken, getRefreshToken, getStoredUser, storeUser } from '@/lib/storage';
import type { Role, SessionUser } from '@/lib/types';

/** `challenge` (when the API gave one) lives only in the sign-in form's state: it is never stored. */
export type LoginResult =
  | { twoFactorRequired: true; email: string; challenge?: string }
  | { twoFactorRequired: false; user: SessionUser };

export interface AuthContextValue {
  isAuthenticated: boolean;
  role: Role | null;
  user: SessionUser | null;
  isAdmin: boolean;
  /** True until the session has been restored from storage on start. */
  loading: boolean;
  login(email: string, password: string): Promise<LoginResult>;
  verifyLogin2fa(email: string, otp: string, challenge?: string): Promise<SessionUser>;
  register(data: {
    username: string;
    email: string;
    password: string;
    first_name?: string;
    last_name?: string;
  }): Promise<unknown>;
  logout(): Promise<void>;
  /** Re-reads the profile (after a profile edit) and updates the stored user. */
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

// The session's calls go through the API client (axios), loaded with the first of them: a visitor's page
// (the catalog) restores the session from storage alone and never needs it.
const authCalls = () => import('@/lib/api/auth');
const startSession = async (answer: LoginAnswer) => (await import('@/lib/auth/start-session')).startSession(answer);

export function AuthProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  // Restored from storage on start and kept in step with it (spec §4); signed out while server-rendering.
  const snapshotKey = useSyncExternalStore(subscribeSession, sessionSnapshotKey, signedOutSnapshotKey);
  // Hydrated: the session above is the stored one. Flipped in a transition, which React renders in small slices:
  // every reader of the session re-renders then, and as an urgent update (what a store reading true on the client
  // and false on the server asks for) that re-render ran in one long task right after hydration (TBT).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);

  useEffect(() => setSessionNavigator((path) => router.replace(path)), [router]);
  const replaceRoute = useCallback((path: string) => router.replace(path), [router]);
  useSessionWatchers(replaceRoute);

  const login = useCallback(async (email: string, password: string): Promise<LoginResult> => {
    const data = await (await authCalls()).postLogin(email, password);
    if ('two_factor_required' in data && data.two_factor_required)
      return {
        twoFactorRequired: true,
        email: data.email ?? email,
        ...(typeof data.challenge === 'string' && data.challenge && { challenge: data.challenge }),
      };
    return { twoFactorRequired: false, user: await startSession(data as LoginAnswer) };
  }, []);

  const verifyLogin2fa = useCallback(async (email: string, otp: string, challenge?: string): Promise<SessionUser> => {
    try {
      return await startSession(await (await authCalls()).postVerifyLogin2fa(email, otp, challenge));
    } catch (error) {
      console.error('Two-factor login failed:', error);
      throw error;
    }
  }, []);

  const register = useCallback(async (payload: Parameters<AuthContextValue['register']>[0]) => {
    try {
      const data = await (await authCalls()).postRegister(payload);
      console.log('Registration successful:', data);
      return data;
    } catch (error) {
      console.error('Registration failed:', error);
      throw error;
    }
  }, []);

  const logout = useCallback(async () => {
    const refresh = getRefreshToken();
    const access = getAccessToken();
    if (refresh) {
      // Best effort: the refresh token is blacklisted on the server; the local session ends regardless.
      await authCalls()
        .then(({ postLogout }) => postLogout(refresh, access && isTokenValid(access) ? access : null))
        .catch(() => undefined);
    }
    clearAllStorage();
    notifySessionChanged();
    router.push('/login');
  }, [router]);

  const refreshUser = useCallback(async () => {
    const profile = await (await import('@/lib/api/account')).getProfile();
    const current = getStoredUser();
    storeUser({ ...(current ?? {}), ...profile } as SessionUser);
    notifySessionChanged();
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const snapshot = JSON.parse(snapshotKey) as SessionSnapshot;
    return {
      ...snapshot,
      isAdmin: snapshot.role === 'admin',
      loading: !hydrated,
      login,
      verifyLogin2fa,
      register,
      logout,
      refreshUser,
    };
  }, [snapshotKey, hydrated, login, verifyLogin2fa, register, logout, refreshUser]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
