import { screen } from '@testing-library/react';
import { useState } from 'react';
import { MarketingConsent } from '@/components/account/marketing-consent';
import type { Profile } from '@/lib/types';
import { answer, requestsTo, startApi } from '@/test/api';
import { setPath } from '@/test/navigation';
import { testProfile } from '@/test/profile';
import { renderAccount } from '@/test/render-account';
import { STOCK_CONFIG } from '@/test/shop-config';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

beforeEach(() => setPath('/profile'));

/** The profile as Profile holds it: the API's answer replaces it. */
function Consent({ initial }: { initial: Profile }) {
  const [profile, setProfile] = useState(initial);
  return <MarketingConsent profile={profile} onSaved={setProfile} />;
}

const LABEL = 'Email me about new pieces and fabrics';

describe('§28 marketing consent on Profile', () => {
  it('asks for consent, then says the link waits in the inbox until it is confirmed', async () => {
    answer('patch', '/api/profile/', { ...testProfile, marketing_consent_status: 'pending' });
    const { user } = renderAccount(<Consent initial={testProfile} />);
    expect(screen.getByRole('checkbox', { name: LABEL })).not.toBeChecked();
    expect(screen.queryByText('Check your inbox to confirm')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: LABEL }));
    expect(await screen.findByText('Check your inbox to confirm')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: LABEL })).toBeChecked();
    expect(requestsTo('patch', '/api/profile/')[0].body).toEqual({ marketing_consent: true });
  });

  it('shows a confirmed consent as ticked, and unticking it unsubscribes', async () => {
    const confirmed = { ...testProfile, marketing_consent: true, marketing_consent_status: 'confirmed' as const };
    answer('patch', '/api/profile/', { ...testProfile, marketing_consent_status: 'unsubscribed' });
    const { user } = renderAccount(<Consent initial={confirmed} />);
    expect(screen.getByRole('checkbox', { name: LABEL })).toBeChecked();
    expect(screen.queryByText('Check your inbox to confirm')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: LABEL }));
    await vi.waitFor(() => expect(screen.getByRole('checkbox', { name: LABEL })).not.toBeChecked());
    expect(requestsTo('patch', '/api/profile/')[0].body).toEqual({ marketing_consent: false });
  });

  it('is not offered by a backend that does not list the newsletter (a stock one)', () => {
    renderAccount(<Consent initial={testProfile} />, STOCK_CONFIG);
    expect(screen.queryByRole('checkbox', { name: LABEL })).toBeNull();
  });

  it("offers the home page's sign-up form for another address, sent as Profile's (§28.1, §28.2)", async () => {
    answer('post', '/api/newsletter/', { detail: 'Thank you.' }, 202);
    const { user } = renderAccount(<Consent initial={testProfile} />);
    await user.type(screen.getByLabelText('Email address'), 'second@example.test');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Check your inbox to confirm your subscription.')).toBeInTheDocument();
    expect(requestsTo('post', '/api/newsletter/')[0].body).toEqual({
      email: 'second@example.test',
      source: 'newsletter-profile',
    });
    // The account's own choice is untouched by it.
    expect(requestsTo('patch', '/api/profile/')).toHaveLength(0);
  });

  it('has no sign-up form from a backend without the newsletter', () => {
    renderAccount(<Consent initial={testProfile} />, STOCK_CONFIG);
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });
});
