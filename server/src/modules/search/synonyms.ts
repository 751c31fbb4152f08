import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { searchSynonyms } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { uniqueViolation } from '../../lib/sql';
import { canonicalQuery } from './query';

const view = (r: { id: number; term: string; synonyms: string[] }) => ({
  id: r.id,
  term: r.term,
  synonyms: r.synonyms,
});

export async function listSynonyms(db: Database) {
  const found = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term), asc(searchSynonyms.id));
  return found.map(view);
}

/**
 * Stores a synonym as search reads it: the term one lower-cased word (a phrase could never match, as a search
 * looks terms up word by word), the synonyms lower-cased and without repeats.
 */
export async function createSynonym(tx: Executor, body: { term: string; synonyms: string[] }) {
  const term = canonicalQuery(body.term);
  if (term.includes(' ')) throw fieldError('term', 'Give a single word.');
  const synonyms = [...new Set(body.synonyms.map(canonicalQuery))].filter((s) => s && s !== term);
  if (synonyms.length === 0) throw fieldError('synonyms', 'Give at least one synonym other than the term.');
  try {
    const [row] = await tx.insert(searchSynonyms).values({ term, synonyms }).returning();
    return view(row);
  } catch (err) {
    if (uniqueViolation(err, ['search_synonyms_term_unique']) !== null)
      throw fieldError('term', 'A synonym with this term already exists.');
    throw err;
  }
}

export async function deleteSynonym(tx: Executor, id: number) {
  const gone = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id });
  if (gone.length === 0) throw notFound();
}
