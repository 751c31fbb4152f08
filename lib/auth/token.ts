import { jwtDecode } from 'jwt-decode';
import { TOKEN_EXPIRY_MARGIN_SECONDS } from '@/lib/constants';

/** A token is valid only if it does not expire within the next 300 seconds (spec §4, §9). */
export function isTokenValid(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return false;
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    if (typeof exp !== 'number') return false;
    return exp * 1000 > now + TOKEN_EXPIRY_MARGIN_SECONDS * 1000;
  } catch {
    return false;
  }
}

/** The role claim the API puts in its access tokens, used when a login answer carries no role. */
export function roleFromToken(token: string): string | null {
  try {
    const { role } = jwtDecode<{ role?: unknown }>(token);
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}
