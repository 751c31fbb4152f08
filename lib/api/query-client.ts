import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/errors';

/**
 * Network failures and 5xx may pass, so they are tried again (twice); a 4xx (not found, forbidden,
 * invalid) would only answer the same, and a 401 has had its refresh and retry in the api client already.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
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
