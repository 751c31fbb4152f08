'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useAuth } from '@/context/auth-context';
import { makeQueryClient } from '@/lib/api/query-client';

/**
 * The browser's query cache for client data (orders, profile, admin views). It lives inside the
 * AuthProvider so that a session that ends (logout, forced logout, another account) leaves nothing of
 * its data behind for the next one.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  const { user } = useAuth();
  const owner = user?.id ?? null;

  useEffect(() => {
    return () => client.clear();
  }, [client, owner]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
