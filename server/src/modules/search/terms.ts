import { sql } from 'drizzle-orm';
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
  /** `query` found only in the name or the materials (weights A, B): the second tier of §24.3. */
  namedOrMaterialQuery: string;
  /** Categories whose name matches the word: their products match it too (weight B). */
  categoryIds: number[];
}

/** One parse of the words (`termQueries` with these synonyms), and the synonyms the words have in the table. */
async function parse(
  db: Database,
  words: string[],
  synonyms: Map<string, string[]>,
  prefixLast: boolean,
): Promise<{ terms: Term[]; synonyms: Map<string, string[]> }> {
  const texts = termQueries(words, synonyms, prefixLast);
  const values = sql.join(
    texts.map(
      (t, i) => sql`(${i}::int, ${words[i]}::text, to_tsquery('english', ${t.widened}),
        to_tsquery('english', ${t.own}), to_tsquery('english', ${t.exact}),
        to_tsquery('english', ${t.namedOrMaterial}))`,
    ),
    sql`, `,
  );
  const found = await rows<{
    i: number;
    query: string;
    own: string;
    exact: string;
    named_or_material: string;
    category_ids: number[] | string;
    synonyms: string[] | null;
  }>(
    db,
    sql`select t.i, t.q::text as query, t.own::text as own, t.exact::text as exact,
          t.ab::text as named_or_material,
          array(select c.id from categories c where c.search_vector @@ t.q order by c.id) as category_ids,
          (select to_json(s.synonyms) from ${searchSynonyms} s where s.term = t.word) as synonyms
        from (values ${values}) as t(i, word, q, own, exact, ab) order by t.i`,
  );
  return {
    terms: found.map((r) => ({
      word: words[r.i],
      query: r.query,
      ownQuery: r.own,
      exactQuery: r.exact,
      namedOrMaterialQuery: r.named_or_material,
      categoryIds: intArray(r.category_ids),
    })),
    synonyms: new Map(found.flatMap((r) => (r.synonyms?.length ? [[words[r.i], r.synonyms] as const] : []))),
  };
}

/**
 * The words' terms: each parsed by the English configuration, with its synonyms (§24.5), and the categories it
 * names. One round trip, which also asks the synonyms table; only when a word has synonyms (rare: the admin's
 * short list) is a second needed to parse them. Whether a word finds anything is asked only when a search finds
 * nothing (`unmatchedWords`): a GIN bitmap scan cannot stop at the first match, so asking it of every word cost a
 * search about as much as the search itself.
 */
export async function resolveTerms(db: Database, words: string[], prefixLast: boolean): Promise<Term[]> {
  const plain = await parse(db, words, new Map(), prefixLast);
  if (plain.synonyms.size === 0) return plain.terms;
  return (await parse(db, words, plain.synonyms, prefixLast)).terms;
}

/**
 * The words that match no live product and no category as spelt (a stop word matches everything): what the typo
 * fallback corrects. Asked only once a search has found nothing.
 */
export async function unmatchedWords(db: Database, terms: Term[]): Promise<Set<string>> {
  const asked = terms.filter((t) => t.query !== '' && t.categoryIds.length === 0);
  if (asked.length === 0) return new Set();
  const values = sql.join(
    asked.map((t, i) => sql`(${i}::int, ${t.query}::tsquery)`),
    sql`, `,
  );
  const missing = await rows<{ i: number }>(
    db,
    sql`select t.i from (values ${values}) as t(i, q)
        where not exists (select 1 from products p where p.deleted_at is null and p.search_vector @@ t.q)`,
  );
  return new Set(missing.map((r) => asked[r.i].word));
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
export async function correctWords(db: Database, terms: Term[], unmatched: Set<string>): Promise<string[] | null> {
  // Two letters have too few trigrams to be close to anything in particular.
  const missing = terms.filter((t) => unmatched.has(t.word) && [...t.word].length >= 3);
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
  return terms.flatMap((t) =>
    !unmatched.has(t.word) ? [t.word] : corrections.has(t.word) ? [corrections.get(t.word)!] : [],
  );
}
