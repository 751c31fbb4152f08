import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithQueries } from '@/test/queries';
import { EmailLogDetail } from '@/components/admin/email-log-detail';
import { answer, requestsTo, startApi } from '@/test/api';

startApi();

const email = {
  id: 5,
  to: 'sam@shop.test',
  subject: 'Your order FT-0031 has shipped',
  kind: 'order_status',
  status: 'failed',
  error: 'connect ECONNREFUSED',
  attempts: 3,
  created_at: '2026-11-01T10:00:00Z',
  sent_at: null,
  text: 'Hello Sam, your order is on its way.',
  html: '<p>Hello Sam</p><script>parent.document.title = "pwned"</script>',
};

describe('email log detail', () => {
  it('shows the text and runs the HTML only inside a fully sandboxed frame', async () => {
    answer('get', '/api/admin/email-logs/5/', email);
    renderWithQueries(<EmailLogDetail id={5} />);
    expect(await screen.findByRole('heading', { name: email.subject })).toBeInTheDocument();
    expect(screen.getByText(email.text)).toBeInTheDocument();
    const frame = screen.getByTitle(/HTML of the email/);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', email.html);
    expect(document.body.innerHTML).not.toContain('<script>parent');
  });

  it('resends the email and reloads it', async () => {
    const user = userEvent.setup();
    answer('get', '/api/admin/email-logs/5/', email);
    answer('post', '/api/admin/email-logs/5/resend/', { detail: 'Queued.' });
    renderWithQueries(<EmailLogDetail id={5} />);
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(requestsTo('get', '/api/admin/email-logs/5/')).toHaveLength(2));
    expect(requestsTo('post', '/api/admin/email-logs/5/resend/')).toHaveLength(1);
  });

  it('shows the delivery attempts and the last error', async () => {
    answer('get', '/api/admin/email-logs/5/', email);
    renderWithQueries(<EmailLogDetail id={5} />);
    expect(await screen.findByText('3 delivery attempts')).toBeInTheDocument();
    expect(screen.getByText('Last error: connect ECONNREFUSED')).toBeInTheDocument();
  });

  it("says why an email's one-time link is redacted or kept, and shows no note when the API sends none", async () => {
    const note = 'This email keeps its working one-time link because SMTP_URL is not set.';
    answer('get', '/api/admin/email-logs/5/', { ...email, kind: 'password_reset', link_note: note });
    const { unmount } = renderWithQueries(<EmailLogDetail id={5} />);
    expect(await screen.findByText(note)).toBeInTheDocument();
    unmount();
    answer('get', '/api/admin/email-logs/5/', email);
    renderWithQueries(<EmailLogDetail id={5} />);
    expect(await screen.findByRole('heading', { name: email.subject })).toBeInTheDocument();
    expect(screen.queryByTestId('email-link-note')).toBeNull();
  });

  it('offers no resend while the email is being delivered', async () => {
    answer('get', '/api/admin/email-logs/5/', { ...email, status: 'sending', error: '', attempts: 1 });
    renderWithQueries(<EmailLogDetail id={5} />);
    expect(await screen.findByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(screen.getByText(/Being delivered/)).toBeInTheDocument();
  });

  it('offers a retry when the email cannot be loaded', async () => {
    const user = userEvent.setup();
    answer('get', '/api/admin/email-logs/5/', { detail: 'Not found.' }, 404);
    renderWithQueries(<EmailLogDetail id={5} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(requestsTo('get', '/api/admin/email-logs/5/')).toHaveLength(2));
  });
});
