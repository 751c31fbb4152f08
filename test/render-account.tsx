import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { QueryProvider } from '@/components/layout/query-provider';
import { AuthProvider } from '@/context/auth-context';
import type { StorefrontConfig } from '@/lib/shop-config';
import { WithShopConfig } from '@/test/shop-config';

/**
 * Renders an account component inside the real AuthProvider and a fresh query cache (its calls go to msw), under
 * the shop's configuration (our API's unless `config` says otherwise).
 */
export function renderAccount(ui: ReactElement, config?: StorefrontConfig) {
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <WithShopConfig config={config}>
        <AuthProvider>
          <QueryProvider>{ui}</QueryProvider>
        </AuthProvider>
      </WithShopConfig>,
    ),
  };
}
