import { screen, waitFor } from '@testing-library/react';
import { RegisterForm } from '@/components/account/register-form';
import { ShopConfigProvider } from '@/context/shop-config';
import { readShopConfig } from '@/lib/api/shop-config';
import { answer, requestsTo, startApi } from '@/test/api';
import { validToken } from '@/test/jwt';
import { router, setPath } from '@/test/navigation';
import { renderAccount } from '@/test/render-account';

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

beforeEach(() => {
  router.replace.mockClear();
  setPath('/register');
  answer('get', '/api/openapi.json', { paths: {} }, 404);
});

async function fill(user: ReturnType<typeof renderAccount>['user'], password: string) {
  await user.type(screen.getByLabelText('Username'), 'mira');
  await user.type(screen.getByLabelText('Email'), 'mira@shop.test');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('registration form', () => {
  it('shows each of the server’s field errors at its own field', async () => {
    answer(
      'post',
      '/api/register/',
      {
        username: ['A user with that username already exists.'],
        password: ['This password is too short. It must contain at least 8 characters.'],
      },
      400,
    );
    const { user } = renderAccount(<RegisterForm />);
    await fill(user, 'short77');
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'A user with that username already exists.',
      ),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('It must contain at least 8 characters.'),
    );
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Username')).toHaveValue('mira');
  });

  it('refuses a password under 6 characters before calling the server when it states no minimum', async () => {
    const { user } = renderAccount(<RegisterForm />);
    await fill(user, 'abc');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('at least 6 characters'),
    );
    expect(requestsTo('post', '/api/register/')).toHaveLength(0);
  });

  it('uses the minimum the server publishes in GET /api/config/', async () => {
    const config = readShopConfig({
      currency: 'USD',
      payment_methods: ['cod'],
      free_shipping_from: '50.00',
      shipping_fee: '4.90',
      password_min_length: 10,
    });
    const { user } = renderAccount(
      <ShopConfigProvider config={config}>
        <RegisterForm />
      </ShopConfigProvider>,
    );
    expect(await screen.findByText('At least 10 characters.')).toBeInTheDocument();
    await fill(user, 'ninechars');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('at least 10 characters'),
    );
    expect(requestsTo('post', '/api/register/')).toHaveLength(0);
  });

  it('signs the new shopper in and goes home', async () => {
    const created = { id: 9, username: 'mira', email: 'mira@shop.test', role: 'customer' };
    answer('post', '/api/register/', created, 201);
    answer('post', '/api/login/', { access: validToken(), refresh: 'r', user: created });
    answer('get', '/api/profile/', { ...created, profile_picture: null });
    const { user } = renderAccount(<RegisterForm />);
    await fill(user, 'Long-enough-1');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    expect(requestsTo('post', '/api/register/')[0].body).toMatchObject({ username: 'mira', email: 'mira@shop.test' });
    expect(requestsTo('post', '/api/login/')[0].body).toEqual({ email: 'mira@shop.test', password: 'Long-enough-1' });
  });
});
