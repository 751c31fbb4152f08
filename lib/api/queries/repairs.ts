'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminRepairPatch } from '@fabric-tales/contract';
import {
  getAdminRepair,
  getMyRepair,
  listAdminRepairs,
  listOrderRepairs,
  requestRepair,
  updateAdminRepair,
  type RepairDraft,
} from '@/lib/api/repairs';

export const repairKeys = {
  all: ['repairs'] as const,
  ofOrder: (orderId: number) => ['repairs', 'order', orderId] as const,
  mine: (id: number | string) => ['repairs', 'detail', String(id)] as const,
  adminList: (query: Record<string, string | number | undefined>) => ['admin', 'repairs', 'list', query] as const,
  adminDetail: (id: number | string) => ['admin', 'repairs', 'detail', String(id)] as const,
};

export function useOrderRepairs(orderId: number, enabled = true) {
  return useQuery({ queryKey: repairKeys.ofOrder(orderId), queryFn: () => listOrderRepairs(orderId), enabled });
}

export function useMyRepair(id: number | string) {
  return useQuery({ queryKey: repairKeys.mine(id), queryFn: () => getMyRepair(id), retry: false });
}

/** Asks for a repair; the shopper's repairs are fetched again. */
export function useRequestRepair(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draft: RepairDraft) => requestRepair(orderId, draft),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: repairKeys.all });
    },
  });
}

export function useAdminRepairs(query: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: repairKeys.adminList(query),
    queryFn: () => listAdminRepairs(query),
    placeholderData: keepPreviousData,
  });
}

export function useAdminRepair(id: number | string) {
  return useQuery({ queryKey: repairKeys.adminDetail(id), queryFn: () => getAdminRepair(id) });
}

/** An admin step refreshes the repair and the repairs lists. */
export function useUpdateRepair(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: AdminRepairPatch) => updateAdminRepair(id, change),
    onSuccess: async (saved) => {
      client.setQueryData(repairKeys.adminDetail(id), saved);
      await client.invalidateQueries({ queryKey: ['admin', 'repairs', 'list'] });
    },
  });
}
