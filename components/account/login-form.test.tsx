import { screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/account/login-form';
import { answer, requestsTo, startApi } from '@/test/api';
import { validToken } from '@/test/jwt';
import { router, setPath } from '@/test/navigation';
import { renderAccount } from '@/test/render-account';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

const admin = { id: 1, username: 'admin', email: 'admin@shop.test', first_name: 'Ada', role: 'admin' };
const shopper = { id: 2, username: 'sam', email: 'sam@shop.test', first_name: '', role: 'customer' };

beforeEach(() => {
  router.replace.mockClear();
  setPath('/login');
});

async function fillCredentials(user: ReturnType<typeof renderAccount>['user'], email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Secret-pass1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in form', () => {
  it('shows the API refusal for wrong credentials inside the form', async () => {
    answer(
      'post',
      '/api/login/',
      { detail: 'No active account found with the given credentials', code: 'no_active_account' },
      401,
    );
    const { user } = renderAccount(<LoginForm />);
    await fillCredentials(user, 'nobody@shop.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('No active account found with the given credentials');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows the throttling detail when there were too many attempts', async () => {
    answer('post', '/api/login/', { detail: 'Request was throttled. Expected available in 42 seconds.' }, 429);
    const { user } = renderAccount(<LoginForm />);
    await fillCredentials(user, 'sam@shop.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('Expected available in 42 seconds.');
  });

  it('asks for the code when two-factor is on, sends it with the email, then opens the dashboard for an admin', async () => {
    answer('post', '/api/login/', { two_factor_required: true, email: admin.email });
    answer('post', '/api/verify-login-2fa/', { detail: 'Invalid or expired code.', code: 'invalid_otp' }, 400);
    const { user } = renderAccount(<LoginForm />);
    await fillCredentials(user, admin.email);

    const code = await screen.findByLabelText('Authentication code');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code.');

    answer('post', '/api/verify-login-2fa/', { access: validToken({ role: 'admin' }), refresh: 'r', user: admin });
    answer('get', '/api/profile/', { ...admin, profile_picture: null });
    await user.clear(code);
    await user.type(code, 'abcd-efgh-1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/admin/dashboard'));
    expect(requestsTo('post', '/api/verify-login-2fa/').at(-1)?.body).toEqual({
      email: admin.email,
      otp: 'abcd-efgh-1234',
    });
  });

  it('sends back the challenge the password step handed out, and stores it nowhere', async () => {
    answer('post', '/api/login/', { two_factor_required: true, email: admin.email, challenge: 'chal-123' });
    answer('post', '/api/verify-login-2fa/', { access: validToken({ role: 'admin' }), refresh: 'r', user: admin });
    answer('get', '/api/profile/', { ...admin, profile_picture: null });
    const { user } = renderAccount(<LoginForm />);
    await fillCredentials(user, admin.email);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    expect(JSON.stringify({ ...localStorage })).not.toContain('chal-123');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('chal-123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/admin/dashboard'));
    expect(requestsTo('post', '/api/verify-login-2fa/').at(-1)?.body).toEqual({
      email: admin.email,
      otp: '123456',
      challenge: 'chal-123',
    });
    expect(JSON.stringify({ ...localStorage })).not.toContain('chal-123');
  });

  it('sends a shopper back to the page they came from, and never to another site', async () => {
    answer('post', '/api/login/', { access: validToken(), refresh: 'r', user: shopper });
    answer('get', '/api/profile/', { ...shopper, profile_picture: null });
    answer('get', '/api/cart/', { id: 1, items: [], total_items: 0, total_amount: '0.00' });
    setPath('/login?next=/orders');
    const first = renderAccount(<LoginForm />);
    await fillCredentials(first.user, shopper.email);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/orders'));
    first.unmount();

    router.replace.mockClear();
    setPath('/login?next=//evil.example/phish');
    const second = renderAccount(<LoginForm />);
    await fillCredentials(second.user, shopper.email);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
  });

  it('lands a visitor whose bag waited on the cart, once signed in (the spec sync carries the bag over)', async () => {
    answer('post', '/api/login/', { access: validToken(), refresh: 'r', user: shopper });
    answer('get', '/api/profile/', { ...shopper, profile_picture: null });
    answer('get', '/api/cart/', { id: 1, items: [], total_items: 0, total_amount: '0.00' });
    answer('post', '/api/cart/sync/', { cart: { id: 1, items: [] } });
    localStorage.setItem(
      'cart',
      JSON.stringify({ items: [{ id: 4, name: 'Linen hoops', price: '24.00', quantity: 1 }] }),
    );
    const { user } = renderAccount(<LoginForm />);
    await fillCredentials(user, shopper.email);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/cart'));
  });
});
