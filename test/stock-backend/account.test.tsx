import { screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/account/login-form';
import { AddressBook } from '@/components/account/address-book';
import { DeleteAccount } from '@/components/account/delete-account';
import { YourData } from '@/components/account/your-data';
import { RegisterForm } from '@/components/account/register-form';
import { startApi } from '@/test/api';
import { router, setPath } from '@/test/navigation';
import { renderAccount } from '@/test/render-account';
import { STOCK_CONFIG } from '@/test/shop-config';
import { answerAsStockBackend, newerCalls, signInAsAda } from '@/test/stock-backend/handlers';

// Accounts against a stock DRF + SimpleJWT backend: its refusals in the forms, and a profile without the sections
// of the newer contract (address book, your data, account deletion).

vi.mock('next/navigation', async () => (await import('@/test/navigation')).navigationMock());
startApi();

beforeEach(() => {
  localStorage.clear();
  router.replace.mockClear();
});

describe('accounts against a stock backend', () => {
  it('sign-in shows SimpleJWT’s refusal, then signs in with the token pair and no challenge', async () => {
    answerAsStockBackend();
    setPath('/login');
    const { user } = renderAccount(<LoginForm />, STOCK_CONFIG);
    await user.type(screen.getByLabelText('Email'), 'ada@stock.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No active account found with the given credentials');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Stock-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(localStorage.getItem('access_token')).toBeTruthy());
    expect(router.replace).toHaveBeenCalled();
    expect(newerCalls()).toEqual([]);
  });

  it('registration shows DRF’s field errors at their fields', async () => {
    answerAsStockBackend();
    setPath('/register');
    const { user } = renderAccount(<RegisterForm />, STOCK_CONFIG);
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Email'), 'ada@stock.test');
    await user.type(screen.getByLabelText('Password'), 'Another-pass-2');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('A user with that username already exists.')).toBeInTheDocument();
    expect(screen.getByText('user with this email already exists.')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('the profile’s newer sections (address book, your data, account deletion) are not offered, nor asked', async () => {
    signInAsAda(answerAsStockBackend());
    setPath('/profile');
    const { container } = renderAccount(
      <>
        <AddressBook />
        <YourData />
        <DeleteAccount twoFactor={false} />
      </>,
      STOCK_CONFIG,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(newerCalls()).toEqual([]);
  });
});
