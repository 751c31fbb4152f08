import { isAuthError, isAuthErrorText } from '@/lib/auth/auth-error';
import { endSession } from '@/lib/auth/session-end';
import { isTokenValid } from '@/lib/auth/token';
import { SESSION_CHECK_INTERVAL_MS } from '@/lib/constants';
import { needsSession } from '@/lib/routes';
import { getAccessToken } from '@/lib/storage';

export const SESSION_CHECK_ALERT = 'An unexpected error occurred while checking session validity.';

// The refresh is loaded when a token first needs one: a visitor's page never does.
const refreshCalls = () => import('@/lib/auth/refresh');

const mentionsAuthError = (value: unknown) => (typeof value === 'string' ? isAuthErrorText(value) : isAuthError(value));

/**
 * The session's background checks (spec §4, §8): the 30 s token check, the focus re-check on
 * non-public pages, and the global handling of authentication errors from unhandled rejections,
 * window errors and text written to console.error.
 */
export function startSessionWatchers(replace: (path: string) => void): () => void {
  const check = window.setInterval(async () => {
    const token = getAccessToken();
    if (!token || isTokenValid(token)) return;
    const { refreshAccessToken } = await refreshCalls();
    try {
      await refreshAccessToken();
    } catch {
      endSession();
    }
  }, SESSION_CHECK_INTERVAL_MS);

  const onFocus = async () => {
    if (!needsSession(window.location.pathname)) return;
    const { getValidAccessToken } = await refreshCalls();
    try {
      if (!(await getValidAccessToken())) endSession();
    } catch {
      window.alert(SESSION_CHECK_ALERT);
      replace('/login');
    }
  };

  const onRejection = (event: PromiseRejectionEvent) => {
    if (isAuthError(event.reason)) endSession();
  };
  const onError = (event: ErrorEvent) => {
    if (isAuthError(event.error) || isAuthErrorText(event.message ?? '')) endSession();
  };

  const originalConsoleError = console.error;
  console.error = (...args: unknown[]) => {
    originalConsoleError.apply(console, args);
    // Deferred: React may be rendering when it logs, and ending the session updates state.
    if (args.some(mentionsAuthError)) queueMicrotask(endSession);
  };

  window.addEventListener('focus', onFocus);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('error', onError);
  return () => {
    window.clearInterval(check);
    window.removeEventListener('focus', onFocus);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('error', onError);
    console.error = originalConsoleError;
  };
}
