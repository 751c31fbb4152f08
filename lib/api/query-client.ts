import { QueryClient } from '@tanstack/react-query';

/**
 * Network failures and 5xx may pass, so they are tried again (twice); a 4xx (not found, forbidden,
 * invalid) would only answer the same, and a 401 has had its refresh and retry in the api client already.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  // Read without axios's isAxiosError, which would bring the whole client into every page's first load.
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/** The browser's one query cache: answers are fresh for 30 s, so moving between pages does not refetch. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
