import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { makeQueryClient } from '@/lib/api/query-client';

/** Renders a component that reads client data with its own, fresh query cache (returned to inspect). */
export function renderWithQueries(ui: ReactElement) {
  const client = makeQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
