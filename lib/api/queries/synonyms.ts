'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSynonym, deleteSynonym, listSynonyms, type SynonymBody } from '@/lib/api/admin-search';

export const synonymKeys = { all: ['admin', 'synonyms'] as const };

/** The synonyms table; a backend without it answers 404 once (no retry), and the editor says so. */
export function useSynonyms() {
  return useQuery({ queryKey: synonymKeys.all, queryFn: listSynonyms, retry: false });
}

export function useCreateSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SynonymBody) => createSynonym(input),
    onSuccess: () => client.invalidateQueries({ queryKey: synonymKeys.all }),
  });
}

export function useDeleteSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteSynonym(id),
    onSuccess: () => client.invalidateQueries({ queryKey: synonymKeys.all }),
  });
}
