/**
 * errorMessage (lib/api/errors) for code on the catalog's first load: the error helpers are loaded once a call
 * has failed, with the client that made the call, rather than with every page.
 */
export async function loadErrorMessage(error: unknown, fallback?: string): Promise<string> {
  const { errorMessage } = await import('@/lib/api/errors');
  return errorMessage(error, fallback);
}
