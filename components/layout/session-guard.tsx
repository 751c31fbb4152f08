'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { SpinnerScreen } from '@/components/layout/spinner-screen';
import { useAuth } from '@/context/auth-context';
import { getValidAccessToken } from '@/lib/auth/refresh';
import { redirectToLogin } from '@/lib/auth/session-end';
import { isTokenValid } from '@/lib/auth/token';
import { isAdminRoute } from '@/lib/routes';
import { getAccessToken, getStoredRole } from '@/lib/storage';

/**
 * Spec §6 client-side guard: a page outside the §2 public list needs a valid session (refreshed if
 * near expiry), else the visitor goes to /login; admin pages send everyone but admins to /. When the
 * session ends on a guarded page (an authentication error), the handler's pass makes the one redirect.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  const { isAuthenticated, role, loading } = useAuth();
  const [allowed, setAllowed] = useState<string | null>(null);

  useEffect(() => {
    if (loading) return;
    let current = true;
    void getValidAccessToken().then((token) => {
      if (!current) return;
      if (!token) return redirectToLogin();
      if (isAdminRoute(pathname) && getStoredRole() !== 'admin') return router.replace('/');
      setAllowed(pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname, isAuthenticated, role, loading, router]);

  // A token valid right now needs no wait, so moving between signed-in pages does not flash the spinner.
  const validNow = isAuthenticated && isTokenValid(getAccessToken()) && (!isAdminRoute(pathname) || role === 'admin');
  if (validNow && allowed !== pathname) setAllowed(pathname);
  if (allowed !== pathname && !validNow) return <SpinnerScreen message="Checking your session..." />;
  // The session ended on this page (forced logout, an authentication error): /login is next.
  if (!isAuthenticated) return <SpinnerScreen message="Redirecting to login..." />;
  return children;
}
