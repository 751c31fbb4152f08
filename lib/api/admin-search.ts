// Admin calls of docs/api.md ("Search"): the synonyms used when shoppers search. Every call needs role admin.
import { api } from '@/lib/api/client';
import type { Page } from '@/lib/types';

/** "studs" is searched as itself and as each of its synonyms ("earrings"). */
export interface Synonym {
  id: number;
  term: string;
  synonyms: string[];
}

export interface SynonymInput {
  term: string;
  synonyms: string[];
}

/** Every synonym entry, whether the API answers a plain list or a paginated one. */
export async function listSynonyms(): Promise<Synonym[]> {
  const data = (await api.get<Synonym[] | Page<Synonym>>('/api/admin/synonyms/', { params: { page_size: 100 } })).data;
  return Array.isArray(data) ? data : data.results;
}

export async function createSynonym(input: SynonymInput): Promise<Synonym> {
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
