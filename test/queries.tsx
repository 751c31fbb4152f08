import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { makeQueryClient } from '@/lib/api/query-client';
import type { StorefrontConfig } from '@/lib/shop-config';
import { WithShopConfig } from '@/test/shop-config';

/**
 * Renders a component that reads client data with its own, fresh query cache (returned to inspect), under the
 * shop's configuration (our API's unless `config` says otherwise).
 */
export function renderWithQueries(ui: ReactElement, config?: StorefrontConfig) {
  const client = makeQueryClient();
  return {
    client,
    ...render(
      <WithShopConfig config={config}>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </WithShopConfig>,
    ),
  };
}
