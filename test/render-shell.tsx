import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/context/auth-context';
import { CartProvider } from '@/context/cart-context';
import { validToken } from './jwt';

export function renderWithProviders(ui: ReactNode) {
  return render(
    <AuthProvider>
      <CartProvider>{ui}</CartProvider>
    </AuthProvider>,
  );
}

export const shopper = { id: 7, username: 'ann_w', first_name: 'Ann', role: 'customer' };
export const admin = { id: 1, username: 'boss', first_name: 'Bea', role: 'admin' };

export function storeSession(user: { role: string } & Record<string, unknown>) {
  localStorage.setItem('access_token', validToken({ role: user.role }));
  localStorage.setItem('refresh_token', 'r1');
  localStorage.setItem('role', user.role);
  localStorage.setItem('user', JSON.stringify(user));
}
