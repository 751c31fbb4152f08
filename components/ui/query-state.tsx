import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage, isNotFound } from '@/lib/api/errors';

/** What a view knows about the data it shows. A TanStack Query result fits as it is. */
export interface QueryView<T> {
  data: T | undefined;
  /** An API error, or a message a context already wrote (the cart keeps its §8 text). */
  error?: unknown;
  /** Nothing to show yet and still loading; without it, no data and no error count as loading. */
  isPending?: boolean;
  /** Loads again; the error message offers "Try again" only when it is given. */
  refetch?: () => unknown;
}

interface Props<T> {
  query: QueryView<T>;
  /** The view's placeholder, inside <Loading> so the wait is announced once. */
  loading: ReactNode;
  /** The heading of the error message; its text is the API's own message. */
  errorTitle?: string;
  /** The view's own answer to a 404 (an order that is not the shopper's, a page past the last one). */
  notFound?: ReactNode;
  /** With `empty`: when the data holds nothing to list. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** The results themselves. */
  children: (data: T) => ReactNode;
}

/**
 * The one loading / error / empty / results ladder of every list: first the placeholder while nothing has
 * arrived, then a failed load (the view's 404 answer or the error message with "Try again"), then the
 * view's empty state, then the results. It adds no element of its own, so the view's markup is unchanged.
 */
export function QueryState<T>({ query, loading, errorTitle, notFound, isEmpty, empty, children }: Props<T>) {
  const { data, error, isPending, refetch } = query;
  if (isPending) return loading;
  if (error) {
    if (notFound !== undefined && isNotFound(error)) return notFound;
    return (
      <ErrorState
        title={errorTitle}
        message={typeof error === 'string' ? error : errorMessage(error)}
        onRetry={refetch && (() => void refetch())}
      />
    );
  }
  if (data === undefined) return loading;
  if (empty !== undefined && isEmpty?.(data)) return empty;
  return children(data);
}
