import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState, type QueryView } from '@/components/ui/query-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api/errors';
import { renderWithQueries } from '@/test/queries';

const placeholder = (
  <Loading label="Loading the pieces…">
    <Skeleton className="h-16" />
  </Loading>
);

/** A list of piece names through the shared ladder, as the views use it. */
function Pieces({ query }: { query: QueryView<string[]> }) {
  return (
    <QueryState
      query={query}
      loading={placeholder}
      errorTitle="We could not load the pieces"
      notFound={<EmptyState title="No such page" />}
      isEmpty={(names) => names.length === 0}
      empty={<EmptyState title="No pieces yet" message="Pieces appear here once they are made." />}
    >
      {(names) => (
        <ul aria-label="Pieces">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState: the loading / error / empty / results ladder of every list', () => {
  it('announces the loading placeholder while nothing has arrived', () => {
    render(<Pieces query={{ data: undefined, error: null }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the pieces…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the loading placeholder while pending, even with data kept from before (the cart)', () => {
    render(<Pieces query={{ data: [], isPending: true, error: 'Network Error' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the pieces…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a failed load says the API's message under the view's title, and Try again loads again", async () => {
    const refetch = vi.fn();
    render(<Pieces query={{ data: undefined, error: new ApiError(400, { detail: 'Bad filter.' }), refetch }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load the pieces');
    expect(alert).toHaveTextContent('Bad filter.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('a failed load shows the error even when older data is kept, and no Try again without refetch', () => {
    render(<Pieces query={{ data: ['Silk Hoops'], error: new ApiError(0) }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not reach the shop. Check your connection and try again.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("a message a context already wrote is shown as it is (the cart's §8 text)", () => {
    render(<Pieces query={{ data: undefined, error: 'HTTP error! status: 500 - oops' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('HTTP error! status: 500 - oops');
  });

  it("a 404 gets the view's own answer instead of the error message", () => {
    render(<Pieces query={{ data: undefined, error: new ApiError(404, { detail: 'Not found.' }) }} />);
    expect(screen.getByRole('heading', { name: 'No such page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("an empty answer shows the view's empty state", () => {
    render(<Pieces query={{ data: [], error: null }} />);
    expect(screen.getByRole('heading', { name: 'No pieces yet' })).toBeInTheDocument();
    expect(screen.getByText('Pieces appear here once they are made.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('the results are rendered from the data, with no element of its own around them', () => {
    const { container } = render(<Pieces query={{ data: ['Silk Hoops', 'Linen Scrunchie'], error: null }} />);
    expect(container.firstElementChild).toBe(screen.getByRole('list', { name: 'Pieces' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Silk Hoops', 'Linen Scrunchie']);
  });

  it('takes a TanStack Query result as it is: a failed load, then Try again, then the results', async () => {
    let calls = 0;
    function Live() {
      const query = useQuery({
        queryKey: ['pieces'],
        queryFn: async () => {
          calls += 1;
          if (calls === 1) throw new ApiError(503, { detail: 'The workshop is closed.' });
          return ['Silk Hoops'];
        },
        retry: false,
      });
      return <Pieces query={query} />;
    }
    renderWithQueries(<Live />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the pieces…');
    expect(await screen.findByRole('alert')).toHaveTextContent('The workshop is closed.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Silk Hoops');
  });
});
