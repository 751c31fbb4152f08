'use client';
// INTERFACE STUB: the storefront-core work replaces the body; the exported names and types stay.
import { createContext, useContext, type ReactNode } from 'react';
import type { Role, SessionUser } from '@/lib/types';

export type LoginResult = { twoFactorRequired: true; email: string } | { twoFactorRequired: false; user: SessionUser };

export interface AuthContextValue {
  isAuthenticated: boolean;
  role: Role | null;
  user: SessionUser | null;
  isAdmin: boolean;
  /** True until the session has been restored from storage on start. */
  loading: boolean;
  login(email: string, password: string): Promise<LoginResult>;
  verifyLogin2fa(email: string, otp: string): Promise<SessionUser>;
  register(data: { username: string; email: string; password: string; first_name?: string; last_name?: string }): Promise<unknown>;
  logout(): Promise<void>;
  /** Re-reads the profile (after a profile edit) and updates the stored user. */
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value={null}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
