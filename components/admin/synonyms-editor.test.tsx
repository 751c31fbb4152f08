import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SynonymsEditor } from '@/components/admin/synonyms-editor';
import { answer, http, HttpResponse, requestsTo, server, startApi, url } from '@/test/api';
import { renderWithQueries } from '@/test/queries';
import { STOCK_CONFIG } from '@/test/shop-config';

// The admin's API client is imported on first use; loaded up front so the waits below time the editor.
beforeAll(() => import('@/lib/api/admin-search'));

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
startApi();

const studs = { id: 1, term: 'studs', synonyms: ['earrings'] };

describe('search synonyms editor', () => {
  it('lists the synonyms and adds one, sending the words as a trimmed list', async () => {
    answer('get', '/api/admin/synonyms/', [studs]);
    answer('post', '/api/admin/synonyms/', { id: 2, term: 'hairband', synonyms: ['headband', 'hair band'] }, 201);
    renderWithQueries(<SynonymsEditor />);
    const list = await screen.findByRole('region', { name: 'Synonyms in use' });
    const row = await within(list).findByRole('listitem', {}, { timeout: 10_000 });
    expect(row).toHaveTextContent('studs→ also finds earringsRemove studs');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Word shoppers type' }), ' hairband ');
    await user.type(screen.getByRole('textbox', { name: 'Also search for' }), 'headband,  hair   band ,, Headband');
    await user.click(screen.getByRole('button', { name: 'Add synonyms' }));
    await waitFor(() => expect(requestsTo('POST', '/api/admin/synonyms/')).toHaveLength(1));
    expect(requestsTo('POST', '/api/admin/synonyms/')[0].body).toEqual({
      term: 'hairband',
      synonyms: ['headband', 'hair band'],
    });
    // The list is read again after the change.
    await waitFor(() => expect(requestsTo('GET', '/api/admin/synonyms/')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Word shoppers type' })).toHaveValue(''));
  }, 15_000);

  it("shows the API's refusal on the field", async () => {
    answer('get', '/api/admin/synonyms/', []);
    answer('post', '/api/admin/synonyms/', { term: ['Use letters, digits, spaces and hyphens only.'] }, 400);
    renderWithQueries(<SynonymsEditor />);
    expect(await screen.findByText('No synonyms yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Word shoppers type' }), 'st*ds');
    await user.type(screen.getByRole('textbox', { name: 'Also search for' }), 'earrings');
    await user.click(screen.getByRole('button', { name: 'Add synonyms' }));
    expect(
      await screen.findByText('Use letters, digits, spaces and hyphens only.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Word shoppers type' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes an entry', async () => {
    answer('get', '/api/admin/synonyms/', [studs]);
    server.use(http.delete(url('/api/admin/synonyms/1/'), () => new HttpResponse(null, { status: 204 })));
    renderWithQueries(<SynonymsEditor />);
    const user = userEvent.setup();
    const row = await screen.findByRole('listitem', {}, { timeout: 10_000 });
    await user.click(within(row).getByRole('button', { name: /^Remove ?studs$/ }));
    await waitFor(() => expect(requestsTo('DELETE', '/api/admin/synonyms/1/')).toHaveLength(1));
  }, 15_000);

  it('a backend that does not list search_synonyms gets a note, not an error, and is not asked', async () => {
    renderWithQueries(<SynonymsEditor />, STOCK_CONFIG);
    expect(await screen.findByText("This shop's search has no synonyms to edit.")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add synonyms' })).toBeNull();
    expect(requestsTo('GET', '/api/admin/synonyms/')).toHaveLength(0);
  });
});
