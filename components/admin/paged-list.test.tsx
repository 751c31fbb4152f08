import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedList } from '@/components/admin/paged-list';
import type { Column } from '@/components/admin/responsive-list';
import type { Page } from '@/lib/types';
import { setPath } from '@/test/navigation';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());

interface Row {
  id: number;
  name: string;
}
const columns: Column<Row>[] = [{ header: 'Name', cell: (r) => r.name }];
const page = (results: Row[], count = results.length): Page<Row> => ({ count, next: null, previous: null, results });

function renderList(data: Page<Row> | undefined) {
  return render(
    <PagedList
      query={{ data, error: null }}
      loadingLabel="Loading rows…"
      errorTitle="We could not load the rows"
      empty={{ title: 'No rows here', message: 'Rows appear here.' }}
      caption="Rows"
      columns={columns}
      summary={(count) => `${count} rows`}
    />,
  );
}

describe('PagedList: one page of an admin list', () => {
  it('announces the list skeleton while loading', () => {
    renderList(undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows…');
  });

  it('says when there is nothing to list', () => {
    renderList(page([]));
    expect(screen.getByRole('heading', { name: 'No rows here' })).toBeInTheDocument();
    expect(screen.getByText('Rows appear here.')).toBeInTheDocument();
  });

  it('shows the count, the rows as a table and a phone list, and links to the next page keeping the filters', () => {
    setPath('/admin/rows?search=silk&page=2');
    renderList(page([{ id: 1, name: 'Silk Hoops' }], 45));
    expect(screen.getByText('45 rows')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Rows' })).getByText('Silk Hoops')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Rows' })).getByText('Silk Hoops')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/rows?search=silk&page=3');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/admin/rows?search=silk');
  });
});
