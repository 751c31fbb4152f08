import { fireEvent, screen } from '@testing-library/react';
import { ProfileDetailsForm } from '@/components/account/profile-details-form';
import { ProfilePicture } from '@/components/account/profile-picture';
import { ResetPasswordForm } from '@/components/account/reset-password-form';
import { answer, requestsTo, startApi } from '@/test/api';
import { setPath } from '@/test/navigation';
import { testProfile } from '@/test/profile';
import { renderAccount } from '@/test/render-account';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

const profile = testProfile;

beforeEach(() => {
  setPath('/profile');
  answer('get', '/api/openapi.json', {}, 404);
});

describe('profile details', () => {
  it('keeps what was typed and shows the field error when the save fails', async () => {
    answer('patch', '/api/profile/', { phone: ['Enter a valid phone number.'] }, 400);
    const onSaved = vi.fn();
    const { user } = renderAccount(<ProfileDetailsForm profile={profile} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.type(screen.getByLabelText('City'), 'Lyon');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveValue('call me');
    expect(screen.getByLabelText('City')).toHaveValue('Lyon');
    expect(onSaved).not.toHaveBeenCalled();
    expect(requestsTo('patch', '/api/profile/')[0].body).toMatchObject({
      phone: 'call me',
      city: 'Lyon',
      first_name: 'Sam',
    });
  });

  it('refuses a picture that is too large or of the wrong type without uploading it', async () => {
    const { user } = renderAccount(<ProfilePicture profile={profile} onSaved={() => undefined} />);
    const input = screen.getByLabelText('Choose a picture');
    await user.upload(input, new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' }));
    expect(screen.getByRole('alert')).toHaveTextContent('larger than 2 MB');
    // The picker's accept list hides GIFs; a drop or a pasted path can still hand one over.
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('JPEG, PNG or WebP');
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(requestsTo('patch', '/api/profile/')).toHaveLength(0);
  });
});

describe('reset password', () => {
  it('says when the link is invalid or expired and offers a new one', async () => {
    answer('get', '/api/password-reset/old-token/', { detail: 'Invalid or expired token.' }, 400);
    renderAccount(<ResetPasswordForm token="old-token" />);
    expect(await screen.findByText(/invalid or has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('checks the two passwords match, then sets the new one', async () => {
    answer('get', '/api/password-reset/good/', { detail: 'ok' });
    answer('post', '/api/password-reset/good/', { detail: 'Password has been reset.' });
    const { user } = renderAccount(<ResetPasswordForm token="good" />);
    await user.type(await screen.findByLabelText('New password'), 'Brand-new-pass1');
    await user.type(screen.getByLabelText('Confirm password'), 'Brand-new-pass2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(requestsTo('post', '/api/password-reset/good/')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Brand-new-pass1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(requestsTo('post', '/api/password-reset/good/')[0].body).toEqual({ password: 'Brand-new-pass1' });
  });
});
