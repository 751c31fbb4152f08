import { postRefresh } from '@/lib/api/token-refresh';
import { isTokenValid } from '@/lib/auth/token';
import { clearSessionStorage, getAccessToken, getRefreshToken, STORAGE_KEYS, writeItem } from '@/lib/storage';

export const NO_REFRESH_TOKEN = 'No refresh token available';
export const REFRESH_REJECTED = 'Refresh token expired or invalid';

let inFlight: Promise<string> | null = null;

function fail(message: string): never {
  clearSessionStorage();
  console.error(message);
  throw new Error(message);
}

async function requestNewAccessToken(): Promise<string> {
  const refresh = getRefreshToken();
  if (!refresh) fail(NO_REFRESH_TOKEN);
  const data = await postRefresh(refresh);
  if (typeof data?.access !== 'string') fail(REFRESH_REJECTED);
  writeItem(STORAGE_KEYS.accessToken, data.access);
  // SimpleJWT rotates the refresh token only when configured to; keep the old one otherwise.
  if (typeof data.refresh === 'string') writeItem(STORAGE_KEYS.refreshToken, data.refresh);
  return data.access;
}

/** Another tab may have refreshed while this one waited for the lock: its token is then reused. */
async function refreshOnce(staleAccess: string | null): Promise<string> {
  const run = async () => {
    const current = getAccessToken();
    if (current && current !== staleAccess && isTokenValid(current)) return current;
    return requestNewAccessToken();
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('fabric-tales-token-refresh', run) : run();
}

/**
 * Spec §4: one refresh at a time; concurrent callers wait for the same result. On success the new
 * access token (and a rotated refresh token, when returned) is stored; on any failure the stored
 * session is cleared and the promise rejects with the logged reason.
 */
export function refreshAccessToken(): Promise<string> {
  if (!inFlight) {
    inFlight = refreshOnce(getAccessToken()).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
}

/** The stored access token when valid, else a refreshed one; null when there is no usable session. */
export async function getValidAccessToken(): Promise<string | null> {
  const token = getAccessToken();
  if (!token) return null;
  if (isTokenValid(token)) return token;
  try {
    return await refreshAccessToken();
  } catch {
    return null;
  }
}
