import { fireEvent, screen } from '@testing-library/react';
import { ConfirmEmail } from '@/components/account/confirm-email';
import { EmailChangeForm } from '@/components/account/email-change-form';
import { answer, requestsTo, startApi } from '@/test/api';
import { setPath } from '@/test/navigation';
import { testProfile } from '@/test/profile';
import { renderAccount } from '@/test/render-account';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

const profile = testProfile;

beforeEach(() => setPath('/profile'));

describe('changing the sign-in email', () => {
  it('asks for the current password only once the email differs', async () => {
    const { user } = renderAccount(<EmailChangeForm profile={profile} onSaved={vi.fn()} />);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change email' })).toBeDisabled();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@shop.test');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Enter your current password to change your email address.')).toBeInTheDocument();
    expect(requestsTo('patch', '/api/profile/')).toHaveLength(0);
  });

  it('sends the new email with the current password, then shows the change as pending confirmation', async () => {
    answer('patch', '/api/profile/', { ...profile, pending_email: 'new@shop.test' });
    const onSaved = vi.fn();
    const { user } = renderAccount(<EmailChangeForm profile={profile} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@shop.test' } });
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'Linen-Thread-42' } });
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pending confirmation');
    expect(screen.getByRole('status')).toHaveTextContent('new@shop.test');
    expect(requestsTo('patch', '/api/profile/')[0].body).toEqual({
      email: 'new@shop.test',
      current_password: 'Linen-Thread-42',
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ email: 'sam@shop.test' }));
  });

  it('with two-factor on, asks for a code too and sends it as otp', async () => {
    const secured = { ...profile, two_factor_enabled: true };
    answer('patch', '/api/profile/', { ...secured, pending_email: 'new@shop.test' });
    const { user } = renderAccount(<EmailChangeForm profile={secured} onSaved={vi.fn()} />);
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@shop.test' } });
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'Linen-Thread-42' } });
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(
      await screen.findByText('Enter the code from your authenticator app (or a recovery code).'),
    ).toBeInTheDocument();
    expect(requestsTo('patch', '/api/profile/')).toHaveLength(0);
    await user.type(screen.getByLabelText('Authentication code'), ' 246810 ');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Pending confirmation');
    expect(requestsTo('patch', '/api/profile/')[0].body).toEqual({
      email: 'new@shop.test',
      current_password: 'Linen-Thread-42',
      otp: '246810',
    });
  });

  it('shows the API refusal of a wrong password at the field', async () => {
    answer('patch', '/api/profile/', { current_password: ['Incorrect password.'] }, 400);
    const { user } = renderAccount(<EmailChangeForm profile={profile} onSaved={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@shop.test');
    await user.type(screen.getByLabelText('Current password'), 'Wrong-1');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument();
  });

  it('a backend without pending_email (DRF) changes it at once: no pending notice', async () => {
    answer('patch', '/api/profile/', { ...profile, email: 'new@shop.test' });
    const onSaved = vi.fn();
    const { user } = renderAccount(<EmailChangeForm profile={profile} onSaved={onSaved} />);
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@shop.test');
    await user.type(screen.getByLabelText('Current password'), 'Linen-Thread-42');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ email: 'new@shop.test' })));
    expect(screen.queryByText(/Pending confirmation/)).not.toBeInTheDocument();
  });

  it('a change already waiting shows as pending confirmation', () => {
    renderAccount(<EmailChangeForm profile={{ ...profile, pending_email: 'next@shop.test' }} onSaved={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Pending confirmation: we sent a link to next@shop.test');
  });
});

describe('the confirm-email page', () => {
  beforeEach(() => setPath('/confirm-email/tok-1'));

  it('posts the token only when the button is pressed, then says it is done', async () => {
    answer('post', '/api/confirm-email/tok-1/', { detail: 'Your email address has been changed.' });
    const { user } = renderAccount(<ConfirmEmail token="tok-1" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(requestsTo('post', '/api/confirm-email/tok-1/')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm email address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your email address has been changed.');
    expect(requestsTo('post', '/api/confirm-email/tok-1/')).toHaveLength(1);
    expect(requestsTo('post', '/api/confirm-email/tok-1/')[0].authorization).toBeNull();
  });

  it('shows why a dead link failed', async () => {
    answer('post', '/api/confirm-email/tok-1/', { token: ['This confirmation link is invalid or has expired.'] }, 400);
    const { user } = renderAccount(<ConfirmEmail token="tok-1" />);
    await user.click(screen.getByRole('button', { name: 'Confirm email address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
  });
});
