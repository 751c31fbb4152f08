'use client';
import { useQuery } from '@tanstack/react-query';
import { getAdminFabric, listAdminFabrics } from '@/lib/api/admin-fabrics';

/** Cache keys of the admin's fabrics; any change refetches everything under `all`. */
export const fabricKeys = {
  all: ['admin', 'fabrics'] as const,
  one: (id: number | string) => ['admin', 'fabrics', 'detail', String(id)] as const,
};

/** `offered`: the API lists `fabrics` (else not asked: a backend that knows only sizes has none). */
export function useAdminFabrics(offered: boolean) {
  return useQuery({ queryKey: fabricKeys.all, queryFn: listAdminFabrics, enabled: offered });
}

export function useAdminFabric(id: string | undefined) {
  return useQuery({
    queryKey: fabricKeys.one(id ?? 'new'),
    queryFn: () => getAdminFabric(id!),
    enabled: id !== undefined,
  });
}
