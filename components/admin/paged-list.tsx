'use client';
import type { ReactNode } from 'react';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { ResponsiveList, type Column } from '@/components/admin/responsive-list';
import { useUrlQuery } from '@/components/admin/use-url-query';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { QueryState, type QueryView } from '@/components/ui/query-state';
import type { Page } from '@/lib/types';

/** How many rows an admin list shows a page. */
export const ADMIN_PAGE_SIZE = 20;

interface Props<T> {
  query: QueryView<Page<T>>;
  loadingLabel: string;
  errorTitle: string;
  /** What an empty page says: that nothing matches the filters, or what will appear here. */
  empty: { title: string; message: string };
  /** The table's caption and the phone list's label. */
  caption: string;
  columns: Column<T>[];
  /** A line above the rows, from the number of matches ("12 orders"). */
  summary?: (count: number) => ReactNode;
}

/** One page of an admin list: through the shared loading / error / empty ladder, then the rows and the pages. */
export function PagedList<T extends { id: number }>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  caption,
  columns,
  summary,
}: Props<T>) {
  const { page, hrefWith } = useUrlQuery();
  return (
    <QueryState
      query={query}
      loading={<ListSkeleton label={loadingLabel} />}
      errorTitle={errorTitle}
      isEmpty={(data) => data.results.length === 0}
      empty={<EmptyState title={empty.title} message={empty.message} />}
    >
      {(data) => (
        <>
          {summary && <p className="mb-3 text-sm text-ink-soft">{summary(data.count)}</p>}
          <ResponsiveList caption={caption} rows={data.results} columns={columns} rowKey={(row) => row.id} />
          <Pagination
            page={page}
            pageCount={Math.ceil(data.count / ADMIN_PAGE_SIZE)}
            hrefFor={(p) => hrefWith({ page: p })}
          />
        </>
      )}
    </QueryState>
  );
}
