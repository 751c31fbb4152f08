'use client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/button-link';
import { isApiError } from '@/lib/api/errors';

/** The admin API's refusal when ADMIN_2FA=required and this admin has not enrolled in two-factor yet. */
export const isTwoFactorRequired = (error: unknown) => isApiError(error, 403) && error.code === 'two_factor_required';

/**
 * The admin console, or, once an admin call answers 403 `two_factor_required`, a screen sending the admin to the
 * profile's two-factor setup instead. The API is the one that knows the setting (no /api/config field, so a
 * backend without it never shows this screen). Only refusals heard while mounted count: coming back after
 * enrolling, the views ask again (a query without data clears its old error when it refetches).
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [required, setRequired] = useState(false);

  useEffect(() => {
    const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
      if (isTwoFactorRequired(event.query.state.error)) setRequired(true);
    });
    const unsubscribeMutations = client.getMutationCache().subscribe((event) => {
      if (isTwoFactorRequired(event.mutation?.state.error)) setRequired(true);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [client]);

  if (!required) return children;
  return (
    <EmptyState
      title="Set up two-factor authentication first"
      message="This shop requires administrators to use two-factor authentication. Turn it on in your profile, then come back to the admin console."
      action={<ButtonLink href="/profile#two-factor">Set up two-factor authentication</ButtonLink>}
    />
  );
}
