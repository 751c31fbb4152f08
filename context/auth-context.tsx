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
import type { LoginResult, Registration } from '@/lib/auth/session-calls';
import { setSessionNavigator } from '@/lib/auth/session-end';
import {
  notifySessionChanged,
  sessionSnapshotKey,
  signedOutSnapshotKey,
  subscribeSession,
  type SessionSnapshot,
} from '@/lib/auth/session-store';
import { clearAllStorage, getAccessToken, getRefreshToken } from '@/lib/storage';
import type { Role, SessionUser } from '@/lib/types';

export type { LoginResult };

export interface AuthContextValue {
  isAuthenticated: boolean;
  role: Role | null;
  user: SessionUser | null;
  isAdmin: boolean;
  /** True until the session has been restored from storage on start. */
  loading: boolean;
  login(email: string, password: string): Promise<LoginResult>;
  verifyLogin2fa(email: string, otp: string, challenge?: string): Promise<SessionUser>;
  register(data: Registration): Promise<unknown>;
  logout(): Promise<void>;
  /** Re-reads the profile (after a profile edit) and updates the stored user. */
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

// The session's calls and the API client (axios) load with the first of them: a visitor's page (the catalog)
// restores the session from storage alone and never needs them.
const sessionCalls = () => import('@/lib/auth/session-calls');
const login: AuthContextValue['login'] = async (email, password) => (await sessionCalls()).login(email, password);
const verifyLogin2fa: AuthContextValue['verifyLogin2fa'] = async (email, otp, challenge) =>
  (await sessionCalls()).verifyLogin2fa(email, otp, challenge);
const register: AuthContextValue['register'] = async (data) => (await sessionCalls()).register(data);
const refreshUser = async () => (await sessionCalls()).refreshUser();

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

  const logout = useCallback(async () => {
    const refresh = getRefreshToken();
    // Best effort: the refresh token is blacklisted on the server; the local session ends regardless.
    if (refresh)
      await sessionCalls()
        .then(({ logoutOnServer }) => logoutOnServer(refresh, getAccessToken()))
        .catch(() => undefined);
    clearAllStorage();
    notifySessionChanged();
    router.push('/login');
  }, [router]);

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
  }, [snapshotKey, hydrated, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
