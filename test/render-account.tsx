import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { QueryProvider } from '@/components/layout/query-provider';
import { AuthProvider } from '@/context/auth-context';

/** Renders an account component inside the real AuthProvider and a fresh query cache (its calls go to msw). */
export function renderAccount(ui: ReactElement) {
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <AuthProvider>
        <QueryProvider>{ui}</QueryProvider>
      </AuthProvider>,
    ),
  };
}
