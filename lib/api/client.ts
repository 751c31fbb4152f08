import axios, { AxiosHeaders, isAxiosError, isCancel, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, readBodyText } from '@/lib/api/errors';
import { API_URL } from '@/lib/config';
import { getValidAccessToken, refreshAccessToken } from '@/lib/auth/refresh';
import { endSession } from '@/lib/auth/session-end';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send no bearer and never refresh (logout, the two-factor login check). */
    skipAuth?: boolean;
    /** Set on the one retry after a 401 (spec §4). */
    _authRetried?: boolean;
  }
}

/** Spec §7: no bearer for these URLs, and a 401 from them is passed through without a refresh. */
const AUTH_FREE_FRAGMENTS = [
  '/login/',
  '/register/',
  '/auth/',
  '/token/',
  '/password-reset/',
  '/forgot-password/',
  '/privacy-policy/',
  '/tnc-shipping/',
];

export function isAuthFreeUrl(url: string | undefined): boolean {
  return !!url && AUTH_FREE_FRAGMENTS.some((fragment) => url.includes(fragment));
}

/** The one axios instance for every browser-side API call. Paths are passed as '/api/…/'. */
export const api = axios.create({ baseURL: API_URL, headers: { 'Content-Type': 'application/json' } });

function withBearer(config: InternalAxiosRequestConfig, token: string | null): InternalAxiosRequestConfig {
  const headers = AxiosHeaders.from(config.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  config.headers = headers;
  return config;
}

api.interceptors.request.use(async (config) => {
  if (config.skipAuth || isAuthFreeUrl(config.url)) return config;
  // A retry after a 401 already carries the refreshed token (or none, for the anonymous retry).
  if (config._authRetried) return config;
  return withBearer(config, await getValidAccessToken());
});

function hadBearer(config: InternalAxiosRequestConfig): boolean {
  return !!AxiosHeaders.from(config.headers).get('Authorization');
}

/**
 * DRF answers 401 even on public endpoints when the bearer is stale; once the session is gone, a call
 * that carried a bearer is tried once more without it. A 401 means the server did not act on it, so
 * repeating it is safe; a protected endpoint just answers 401 again.
 */
async function retryAnonymously(config: InternalAxiosRequestConfig, error: AxiosError) {
  if (!hadBearer(config)) throw error;
  return api.request(withBearer({ ...config, _authRetried: true }, null));
}

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config;
  if (config.skipAuth || isAuthFreeUrl(config.url)) throw error;

  if (config._authRetried) {
    // The second 401: the session is not accepted, so the user is logged out.
    endSession();
    return retryAnonymously(config, error);
  }
  let token: string;
  try {
    token = await refreshAccessToken();
  } catch {
    endSession();
    return retryAnonymously(config, error);
  }
  return api.request(withBearer({ ...config, _authRetried: true }, token));
});

/** A blob download's error body arrives as a Blob: read it as JSON when it is, so its messages can be named. */
async function readBody(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  return readBodyText(await data.text());
}

// Registered after the session handler, so it sees the final outcome: every failure leaves the client as the
// one ApiError (a cancelled request stays axios's own signal, which TanStack Query expects).
api.interceptors.response.use(undefined, async (error: unknown) => {
  if (error instanceof ApiError || isCancel(error) || !isAxiosError(error)) throw error;
  if (!error.response) throw new ApiError(0);
  throw new ApiError(error.response.status, await readBody(error.response.data));
});
