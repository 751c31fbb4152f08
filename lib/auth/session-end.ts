import { AUTH_REDIRECT_DELAY_MS } from '@/lib/constants';
import { notifySessionChanged } from '@/lib/auth/session-store';
import { isAuthRedirectExempt } from '@/lib/routes';
import { clearSessionStorage } from '@/lib/storage';

let navigate: (path: string) => void = (path) => window.location.assign(path);
/** True while a pass runs: from clearing the session until its redirect has been asked for. */
let handling = false;

/** The app router's navigation, so the redirect does not reload the page. */
export function setSessionNavigator(fn: (path: string) => void): void {
  navigate = fn;
}

/**
 * Forced logout and the global authentication-error handler (spec §4, §8): clears the tokens, profile
 * and cart, resets the session state and, unless already on a §6/§8 public route, goes to /login after
 * about 100 ms. Only one pass (and so one redirect) runs at a time: the session guard, which sees the
 * session end too, leaves the redirect to this pass (see redirectToLogin).
 */
export function endSession(): void {
  if (handling || typeof window === 'undefined') return;
  handling = true;
  clearSessionStorage();
  notifySessionChanged();
  if (isAuthRedirectExempt(window.location.pathname)) {
    handling = false;
    return;
  }
  window.setTimeout(() => {
    try {
      navigate('/login');
    } finally {
      handling = false;
    }
  }, AUTH_REDIRECT_DELAY_MS);
}

/**
 * The session guard's way to /login (spec §6). While a pass of endSession runs, its own redirect (after
 * about 100 ms) is the one redirect, so the guard adds none; otherwise the guard's visitor goes now.
 */
export function redirectToLogin(): void {
  if (handling) return;
  navigate('/login');
}
