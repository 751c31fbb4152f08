'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkResetToken, getProfile } from '@/lib/api/account';
import type { Profile } from '@/lib/types';

export const accountKeys = {
  profile: ['profile'] as const,
  resetToken: (token: string) => ['password-reset', token] as const,
};

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile, queryFn: getProfile });
}

/** Keeps a saved profile (the API's answer to a change) without fetching it again. */
export function useSetProfile(): (profile: Profile) => void {
  const client = useQueryClient();
  return (profile) => client.setQueryData(accountKeys.profile, profile);
}

/** Whether a reset link can still be used; asked once per token, never retried on its 400. */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: accountKeys.resetToken(token),
    queryFn: () => checkResetToken(token),
    staleTime: Infinity,
  });
}
