/** Text that marks an authentication error (spec §8), matched case-insensitively. */
const AUTH_ERROR_TEXT = /token_not_valid|token is expired|access token|authentication|unauthorized|401/i;

export function isAuthErrorText(text: string): boolean {
  return AUTH_ERROR_TEXT.test(text);
}

/** Spec §8: an error with status 401, or whose message names one of the authentication texts. */
export function isAuthError(error: unknown): boolean {
  if (error == null) return false;
  if (typeof error === 'string') return isAuthErrorText(error);
  if (typeof error !== 'object') return false;
  const e = error as { status?: unknown; response?: { status?: unknown }; message?: unknown };
  if (e.status === 401 || e.response?.status === 401) return true;
  return typeof e.message === 'string' && isAuthErrorText(e.message);
}
