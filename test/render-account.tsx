import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AuthProvider } from '@/context/auth-context';

/** Renders an account component inside the real AuthProvider (its calls go to msw). */
export function renderAccount(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(<AuthProvider>{ui}</AuthProvider>) };
}
