import { screen } from '@testing-library/react';
import { DeleteAccount } from '@/components/account/delete-account';
import { answer, requestsTo, startApi } from '@/test/api';
import { setPath } from '@/test/navigation';
import { renderAccount } from '@/test/render-account';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

beforeEach(() => setPath('/profile'));

describe('§25.1 Delete my account', () => {
  it('sends the password, and shows the server’s refusal at the password field', async () => {
    answer('post', '/api/account/delete/', { password: ['Incorrect password.'] }, 400);
    const { user } = renderAccount(<DeleteAccount twoFactor={false} />);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(screen.getByLabelText('Your password'), 'Wrong-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument();
    expect(requestsTo('post', '/api/account/delete/')[0].body).toEqual({ password: 'Wrong-Pass-1' });
  });

  it('with two-factor on, asks for the code before sending anything, then sends both', async () => {
    answer('post', '/api/account/delete/', { detail: 'ok' }, 202);
    answer('post', '/api/logout/', null, 205);
    const { user } = renderAccount(<DeleteAccount twoFactor />);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.type(screen.getByLabelText('Your password'), 'Linen-Thread-42');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    expect(requestsTo('post', '/api/account/delete/')).toHaveLength(0);
    await user.type(screen.getByLabelText('Authentication code'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    await vi.waitFor(() =>
      expect(requestsTo('post', '/api/account/delete/')[0]?.body).toEqual({
        password: 'Linen-Thread-42',
        otp: '123456',
      }),
    );
  });
});
