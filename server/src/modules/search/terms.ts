import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchSynonyms, searchWords } from '../../db/schema';
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
 * nothing (`correctWords`): a GIN bitmap scan cannot stop at the first match, so asking it of every word cost a
 * search about as much as the search itself.
 */
export async function resolveTerms(db: Database, words: string[], prefixLast: boolean): Promise<Term[]> {
  const plain = await parse(db, words, new Map(), prefixLast);
  if (plain.synonyms.size === 0) return plain.terms;
  return (await parse(db, words, plain.synonyms, prefixLast)).terms;
}

/** An int[] as either driver returns it (pg: an array; a driver without array parsing: '{1,2}'). */
function intArray(v: number[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  const inner = v.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map(Number) : [];
}

/**
 * How similar (pg_trgm) a catalog word must be to a word that finds nothing to be offered in its place. The trigram
 * index of `search_words` offers the candidates (`%`, pg_trgm's default threshold of 0.3, below it).
 */
const MIN_SIMILARITY = 0.35;

/**
 * The typo fallback, asked once a search has found nothing, in one statement: the words that match no live product
 * and no category as spelt (a stop word matches everything), and for each of them of three letters or more the
 * most similar word of a live product's name or a category's name, from `search_words` (kept by the database's
 * triggers, migration 0019), one trigram-indexed lookup. Words that found something stay, words that cannot be
 * corrected go. Null when no word could be corrected.
 */
export async function correctWords(db: Database, terms: Term[]): Promise<string[] | null> {
  const asked = terms.filter((t) => t.query !== '' && t.categoryIds.length === 0);
  if (asked.length === 0) return null;
  const values = sql.join(
    asked.map((t, i) => sql`(${i}::int, ${t.word}::text, ${t.query}::tsquery)`),
    sql`, `,
  );
  const found = await rows<{ i: number; correction: string | null }>(
    db,
    sql`select m.i, case when char_length(m.word) >= 3 then (
          select s.word from ${searchWords} s
          where s.word % m.word and similarity(s.word, m.word) >= ${MIN_SIMILARITY}::real
          order by similarity(s.word, m.word) desc, s.word limit 1
        ) end as correction
        from (values ${values}) as m(i, word, q)
        where not exists (select 1 from products p where p.deleted_at is null and p.search_vector @@ m.q)`,
  );
  if (found.length === 0) return null;
  const unmatched = new Set(found.map((r) => asked[r.i].word));
  const corrections = new Map(found.filter((r) => r.correction).map((r) => [asked[r.i].word, r.correction!]));
  if (corrections.size === 0) return null;
  // A word neither found nor correctable ("blue" in a shop without blue) is left out rather than emptying the answer.
  return terms.flatMap((t) =>
    !unmatched.has(t.word) ? [t.word] : corrections.has(t.word) ? [corrections.get(t.word)!] : [],
  );
}
