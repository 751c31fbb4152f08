import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { AnnouncementsEditor } from '@/components/admin/announcements-editor';
import type { Announcement } from '@/lib/api/marketing';
import { http, HttpResponse, requestsTo, server, startApi, url } from '@/test/api';
import { renderWithQueries } from '@/test/queries';
import { formatDateTime } from '@/lib/format';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
startApi();

const goesLive = '2026-12-01T18:00:00Z';
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** The console's products by status, and the announcements as the API keeps them (a new one waits for its draft). */
function serveShop() {
  const written: Announcement[] = [];
  server.use(
    http.get(url('/api/admin/products/'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json(
        page(
          status === 'active'
            ? [{ id: 1, name: 'Saffron Silk Earrings', status: 'active', publish_at: null }]
            : [
                { id: 2, name: 'Midnight Drop Scarf', status: 'draft', publish_at: goesLive },
                { id: 3, name: 'Unfinished Bangle', status: 'draft', publish_at: null },
              ],
        ),
      );
    }),
    http.get(url('/api/admin/announcements/'), () => HttpResponse.json(written)),
    http.post(url('/api/admin/announcements/'), async ({ request }) => {
      const body = (await request.json()) as { subject: string; body: string; product_ids: number[] };
      const made: Announcement = {
        id: 5,
        ...body,
        created_at: '2026-11-28T10:00:00Z',
        finished_at: null,
        send_at: body.product_ids.includes(2) ? goesLive : null,
        recipients: 0,
        sent: 0,
        failed: 0,
        unsubscribed: 0,
      };
      written.unshift(made);
      return HttpResponse.json(made, { status: 202 });
    }),
  );
}

describe('§28.7 announcements in the console', () => {
  it('offers live pieces and scheduled drafts (not unscheduled ones); one showing a draft waits for it', async () => {
    serveShop();
    const user = userEvent.setup();
    renderWithQueries(<AnnouncementsEditor />);
    const choices = await screen.findByRole('group', { name: /Products to show/ }, { timeout: 10_000 });
    await within(choices).findByText('Midnight Drop Scarf');
    expect(within(choices).getByRole('checkbox', { name: 'Saffron Silk Earrings' })).toBeInTheDocument();
    expect(within(choices).queryByText('Unfinished Bangle')).toBeNull();
    expect(within(choices).getByText(`Scheduled ${formatDateTime(goesLive)}`)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Subject'), 'The midnight drop');
    await user.type(screen.getByLabelText('Text'), 'Out tonight.');
    await user.click(within(choices).getByRole('checkbox', { name: /Midnight Drop Scarf/ }));
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));

    await vi.waitFor(() => expect(requestsTo('post', '/api/admin/announcements/')).toHaveLength(1));
    expect(requestsTo('post', '/api/admin/announcements/')[0].body).toEqual({
      subject: 'The midnight drop',
      body: 'Out tonight.',
      product_ids: [2],
    });
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        `Announcement saved: it goes out ${formatDateTime(goesLive)}, when its pieces go live.`,
      ),
    );
    const table = await screen.findByRole('table', { name: 'Sent announcements' });
    const row = (await within(table).findByText('The midnight drop')).closest('tr')!;
    expect(row).toHaveTextContent(`(goes out ${formatDateTime(goesLive)})`);
    expect(row).not.toHaveTextContent('sending');
  });
});
