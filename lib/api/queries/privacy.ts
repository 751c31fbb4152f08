'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getDataExport, getRetentionStatus, requestDataExport } from '@/lib/api/privacy';

/** How often a pending export is asked about while the Profile page shows it. */
export const EXPORT_POLL_MS = 2_000;

export const privacyKeys = {
  export: (id: number) => ['data-export', id] as const,
  retention: ['admin', 'retention'] as const,
};

export function useRequestDataExport() {
  return useMutation({ mutationFn: requestDataExport });
}

/** The export's state: asked again while pending, never once ready (each answer issues a new link). */
export function useDataExport(id: number | null) {
  return useQuery({
    queryKey: privacyKeys.export(id ?? 0),
    queryFn: () => getDataExport(id!),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? EXPORT_POLL_MS : false),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
    retry: false,
  });
}

/** The retention job's last run; not asked (and the panel not shown) when the API does not list `privacy`. */
export function useRetentionStatus(offered: boolean) {
  return useQuery({ queryKey: privacyKeys.retention, queryFn: getRetentionStatus, enabled: offered });
}
