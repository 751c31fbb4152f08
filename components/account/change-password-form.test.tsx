import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { renderAccount } from '@/test/render-account';
import { answer, requestsTo, startApi } from '@/test/api';
import { validToken } from '@/test/jwt';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

beforeEach(() => {
  localStorage.setItem('access_token', validToken());
  localStorage.setItem('refresh_token', 'r1');
});

function submit(oldPassword: string, newPassword: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: oldPassword } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: newPassword } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password form', () => {
  it('refuses a blank current password and a short new one before calling the API, focusing the first', async () => {
    renderAccount(<ChangePasswordForm />);
    submit('', 'abc');
    expect(await screen.findByText('Please fill this in.')).toBeInTheDocument();
    expect(screen.queryByText('This field may not be blank.')).not.toBeInTheDocument();
    expect(screen.getByText('Your password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(requestsTo('post', '/api/change-password/')).toHaveLength(0);
  });

  it('puts the API field error on its field and focuses it', async () => {
    answer('post', '/api/change-password/', { old_password: ['Your old password was entered incorrectly.'] }, 400);
    renderAccount(<ChangePasswordForm />);
    submit('Wrong-pass-1', 'Brand-new-pass1');
    expect(await screen.findByText('Your old password was entered incorrectly.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });

  it('sends both passwords with this session’s refresh token and clears the form', async () => {
    answer('post', '/api/change-password/', { detail: 'Password changed.' });
    renderAccount(<ChangePasswordForm />);
    submit('Old-pass-1', 'Brand-new-pass1');
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveValue(''));
    expect(requestsTo('post', '/api/change-password/')[0].body).toEqual({
      old_password: 'Old-pass-1',
      new_password: 'Brand-new-pass1',
      refresh: 'r1',
    });
  });
});
