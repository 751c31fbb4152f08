import { screen } from '@testing-library/react';
import { NewsletterSignup } from '@/components/home/newsletter-signup';
import { answer, requestsTo, startApi } from '@/test/api';
import { renderAccount } from '@/test/render-account';
import { STOCK_CONFIG } from '@/test/shop-config';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

const THANKS = 'Check your inbox to confirm your subscription.';

describe('§28 the home page newsletter sign-up', () => {
  it('sends the address from the home form and answers that a confirmation link is on its way', async () => {
    answer('post', '/api/newsletter/', { detail: 'Thank you.' }, 202);
    const { user } = renderAccount(<NewsletterSignup />);
    await user.type(screen.getByLabelText('Email address'), 'ana@example.test');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(requestsTo('post', '/api/newsletter/')[0].body).toEqual({
      email: 'ana@example.test',
      source: 'newsletter-home',
    });
  });

  it('gives the same answer when the API refuses for another reason (it never says whether an address is known)', async () => {
    answer('post', '/api/newsletter/', { detail: 'Request was throttled.' }, 429);
    const { user } = renderAccount(<NewsletterSignup />);
    await user.type(screen.getByLabelText('Email address'), 'ana@example.test');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
  });

  it('says a malformed address next to the field', async () => {
    answer('post', '/api/newsletter/', { email: ['Enter a valid email address.'] }, 400);
    const { user } = renderAccount(<NewsletterSignup />);
    await user.type(screen.getByLabelText('Email address'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        'Please enter an email address like name@example.com.',
      ),
    );
    expect(screen.queryByText(THANKS)).toBeNull();
  });

  it('is not shown by a backend that does not list the newsletter (a stock one)', () => {
    renderAccount(<NewsletterSignup />, STOCK_CONFIG);
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });
});
