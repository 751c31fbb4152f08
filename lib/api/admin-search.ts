// Admin calls of docs/api.md ("Search"): the synonyms used when shoppers search. Every call needs role admin.
import { api } from '@/lib/api/client';
import type { Synonym, SynonymBody } from '@fabric-tales/contract';

export type { Synonym, SynonymBody } from '@fabric-tales/contract';

/** Every synonym entry: a short table, answered as one plain list. */
export async function listSynonyms(): Promise<Synonym[]> {
  return (await api.get<Synonym[]>('/api/admin/synonyms/')).data;
}

export async function createSynonym(input: SynonymBody): Promise<Synonym> {
  return (await api.post<Synonym>('/api/admin/synonyms/', input)).data;
}

export async function deleteSynonym(id: number): Promise<void> {
  await api.delete(`/api/admin/synonyms/${id}/`);
}

/** "earrings, ear studs ,, hoops" → ["earrings", "ear studs", "hoops"]: trimmed, without blanks or repeats. */
export function splitSynonyms(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter((s) => s && !seen.has(s.toLowerCase()) && seen.add(s.toLowerCase()));
}
