'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSynonym, deleteSynonym, listSynonyms, type SynonymBody } from '@/lib/api/admin-search';

export const synonymKeys = { all: ['admin', 'synonyms'] as const };

/** The synonyms table; not asked when the API does not list `search_synonyms` (the editor says so). */
export function useSynonyms(offered: boolean) {
  return useQuery({ queryKey: synonymKeys.all, queryFn: listSynonyms, enabled: offered });
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
