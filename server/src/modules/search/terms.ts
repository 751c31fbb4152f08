import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchSynonyms } from '../../db/schema';
import { rows } from '../../lib/sql';
import { termQueries } from './query';

/** One word of a search, as PostgreSQL parsed it. */
export interface Term {
  word: string;
  /**
   * The normalised tsquery with the word's synonyms (stemmed; '' for a stop word such as "the", which then
   * constrains nothing): what the word matches.
   */
  query: string;
  /** The word alone: what ranks (the word typed above a synonym's matches). */
  ownQuery: string;
  /** The whole word (no prefix): ranks once more, so a whole word ranks above words it begins. */
  exactQuery: string;
  /** Categories whose name matches the word: their products match it too (weight B). */
  categoryIds: number[];
  /** Whether any live product or category matches it as spelt. */
  found: boolean;
}

/** The synonyms of these words that an admin keeps (docs/product-rules.md §21). */
export async function synonymsOf(db: Database, words: string[]): Promise<Map<string, string[]>> {
  if (words.length === 0) return new Map();
  const found = await db
    .select({ term: searchSynonyms.term, synonyms: searchSynonyms.synonyms })
    .from(searchSynonyms)
    .where(inArray(searchSynonyms.term, words));
  return new Map(found.map((r) => [r.term, r.synonyms]));
}

/**
 * The words' terms in one round trip: each parsed by the English configuration, the categories it names, and
 * whether it finds anything at all (which decides what the typo fallback corrects).
 */
export async function resolveTerms(db: Database, words: string[], prefixLast: boolean): Promise<Term[]> {
  const synonyms = await synonymsOf(db, words);
  const texts = termQueries(words, synonyms, prefixLast);
  const values = sql.join(
    texts.map(
      (t, i) => sql`(${i}::int, to_tsquery('english', ${t.widened}), to_tsquery('english', ${t.own}),
        to_tsquery('english', ${t.exact}))`,
    ),
    sql`, `,
  );
  const found = await rows<{
    i: number;
    query: string;
    own: string;
    exact: string;
    category_ids: number[] | string;
    found: boolean;
  }>(
    db,
    sql`select t.i, t.q::text as query, t.own::text as own, t.exact::text as exact,
          array(select c.id from categories c where c.search_vector @@ t.q order by c.id) as category_ids,
          (exists (select 1 from products p where p.deleted_at is null and p.search_vector @@ t.q)
            or exists (select 1 from categories c where c.search_vector @@ t.q)) as found
        from (values ${values}) as t(i, q, own, exact) order by t.i`,
  );
  return found.map((r) => ({
    word: words[r.i],
    query: r.query,
    ownQuery: r.own,
    exactQuery: r.exact,
    categoryIds: intArray(r.category_ids),
    found: r.found || r.query === '',
  }));
}

/** An int[] as either driver returns it (pg: an array; a driver without array parsing: '{1,2}'). */
function intArray(v: number[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  const inner = v.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map(Number) : [];
}

/**
 * How close a name's word must be for the index to offer it (pg_trgm's default of 0.6 misses "neklace" for
 * "necklace", 0.55), and how close the chosen word must be.
 */
const WORD_SIMILARITY = 0.4;
const MIN_SIMILARITY = 0.35;

/**
 * The typo fallback: for each word that finds nothing, the most similar word of a live product's name or a
 * category's name (pg_trgm; the name's trigram index finds the candidates). Words that found something stay,
 * words that cannot be corrected go. Null when no word could be corrected.
 */
export async function correctWords(db: Database, terms: Term[]): Promise<string[] | null> {
  // Two letters have too few trigrams to be close to anything in particular.
  const missing = terms.filter((t) => !t.found && [...t.word].length >= 3);
  if (missing.length === 0) return null;
  const values = sql.join(
    missing.map((t) => sql`(${t.word}::text)`),
    sql`, `,
  );
  // SET LOCAL: the threshold of the `<%` operator (which the trigram index serves) for this statement only.
  const best = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`);
    return rows<{ word: string; correction: string | null }>(
      tx,
      sql`select w.word, (
          select x.candidate from (
            select regexp_split_to_table(lower(p.name), '[^[:alnum:]]+') as candidate
              from products p where p.deleted_at is null and w.word <% p.name
            union
            select regexp_split_to_table(lower(c.name), '[^[:alnum:]]+') from categories c where w.word <% c.name
          ) x
          where length(x.candidate) > 2 and similarity(x.candidate, w.word) >= ${MIN_SIMILARITY}
          order by similarity(x.candidate, w.word) desc, x.candidate limit 1
        ) as correction
        from (values ${values}) as w(word)`,
    );
  });
  const corrections = new Map(best.filter((b) => b.correction).map((b) => [b.word, b.correction!]));
  if (corrections.size === 0) return null;
  // A word neither found nor correctable ("blue" in a shop without blue) is left out rather than emptying the answer.
  return terms.flatMap((t) => (t.found ? [t.word] : corrections.has(t.word) ? [corrections.get(t.word)!] : []));
}
