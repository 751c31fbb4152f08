import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { TwoFactorGate } from '@/components/admin/two-factor-gate';
import { makeQueryClient } from '@/lib/api/query-client';
import { useDashboard } from '@/lib/api/queries/admin';
import { answer, requestsTo, startApi } from '@/test/api';

startApi();

/** An admin view: what the console shows once its call answers. */
function Console() {
  const dashboard = useDashboard(30);
  if (dashboard.error) return <p>The dashboard could not load</p>;
  return <h1>{dashboard.data ? 'Dashboard' : 'Loading'}</h1>;
}

const gated = (
  <TwoFactorGate>
    <Console />
  </TwoFactorGate>
);
const required = { detail: 'Set up two-factor authentication first.', code: 'two_factor_required' };

describe('admin console two-factor gate (ADMIN_2FA=required)', () => {
  it('an admin call answered 403 two_factor_required shows the enrolment screen linking to the profile, not the console', async () => {
    answer('get', '/api/admin/dashboard/', required, 403);
    render(<QueryClientProvider client={makeQueryClient()}>{gated}</QueryClientProvider>);
    expect(await screen.findByRole('heading', { name: 'Set up two-factor authentication first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up two-factor authentication' })).toHaveAttribute(
      'href',
      '/profile#two-factor',
    );
    expect(screen.queryByText('The dashboard could not load')).not.toBeInTheDocument();
  });

  it('a backend without the setting (or an enrolled admin) gets the console, and another 403 its own error', async () => {
    answer('get', '/api/admin/dashboard/', { kpis: {} });
    const first = render(<QueryClientProvider client={makeQueryClient()}>{gated}</QueryClientProvider>);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    first.unmount();

    answer('get', '/api/admin/dashboard/', { detail: 'No.', code: 'permission_denied' }, 403);
    render(<QueryClientProvider client={makeQueryClient()}>{gated}</QueryClientProvider>);
    expect(await screen.findByText('The dashboard could not load')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set up two-factor authentication' })).not.toBeInTheDocument();
  });

  it('coming back after enrolling, the refusal kept in the cache is asked again and the console opens', async () => {
    const client = makeQueryClient();
    answer('get', '/api/admin/dashboard/', required, 403);
    const before = render(<QueryClientProvider client={client}>{gated}</QueryClientProvider>);
    await screen.findByRole('heading', { name: 'Set up two-factor authentication first' });
    before.unmount();

    answer('get', '/api/admin/dashboard/', { kpis: {} });
    render(<QueryClientProvider client={client}>{gated}</QueryClientProvider>);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(requestsTo('get', '/api/admin/dashboard/')).toHaveLength(2);
  });
});
