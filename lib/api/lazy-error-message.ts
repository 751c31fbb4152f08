/**
 * errorMessage (lib/api/errors) for code on the catalog's first load: it reads axios errors, so it is loaded
 * once a call has failed, with the client that made the call, rather than with the page.
 */
export async function loadErrorMessage(error: unknown, fallback?: string): Promise<string> {
  const { errorMessage } = await import('@/lib/api/errors');
  return errorMessage(error, fallback);
}
