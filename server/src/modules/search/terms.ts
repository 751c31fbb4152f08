import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { searchSynonyms, searchWords } from '../../db/schema';
import { rows } from '../../lib/sql';
import { termQueries } from './query';
import { liveProductSql } from '../../lib/live-product';

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
 * How many typos a word of this many letters may hold and still be corrected (§24.4): none under 4 letters, one
 * from 4, two from 8 (Algolia's defaults, minWordSizefor1Typo and minWordSizefor2Typos).
 */
export function typosAllowed(word: string): number {
  const letters = [...word].length;
  return letters >= 8 ? 2 : letters >= 4 ? 1 : 0;
}

/** The word with two neighbouring letters swapped, each way it can be: a swap counts as one typo, not two. */
export function swapped(word: string): string[] {
  const letters = [...word];
  const out = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const s = [...letters];
    [s[i], s[i + 1]] = [s[i + 1], s[i]];
    out.add(s.join(''));
  }
  return [...out];
}

/**
 * The typo fallback (§24.4), asked once a search has found nothing, in one statement: the words that match no live
 * product and no category as spelt (a stop word matches everything), and for each of them that may hold a typo
 * (`typosAllowed`) the closest word a search looks in (`search_words`: the live products' names, materials,
 * descriptions and care notes and the categories' names, kept by the database's triggers, migration 0021) within
 * that many typos. A typo is a letter added, dropped, changed (fuzzystrmatch's `levenshtein_less_equal`, over the
 * words of about the typed word's length) or two neighbouring letters swapped. Among words equally close, the one
 * in the weightiest place (a name before materials before description, as search ranks them), then the commonest.
 * Words that found something stay, words that cannot be corrected go. Null when no word could be corrected.
 */
export async function correctWords(db: Database, terms: Term[]): Promise<string[] | null> {
  const asked = terms.filter((t) => t.query !== '' && t.categoryIds.length === 0);
  if (asked.length === 0) return null;
  const values = sql.join(
    asked.map(
      (t, i) =>
        sql`(${i}::int, ${t.word}::text, ${t.query}::tsquery, ${typosAllowed(t.word)}::int,
          string_to_array(${swapped(t.word).join(' ')}::text, ' '))`,
    ),
    sql`, `,
  );
  // A word's distance: 1 when it is the typed word with two letters swapped, else the edits it is away (counted up to
  // the allowance), else, for two typos allowed, 2 when a swap and one edit make it. A swap is an equality test, and
  // the distance from each swap is asked only of two-typo words: asked of every word, it cost a correction on PGlite
  // 2.0 ms of CPU against 1.3 (docs/adr/0009).
  const found = await rows<{ i: number; correction: string | null }>(
    db,
    sql`select m.i, case when m.k > 0 then (
          select c.word from (
            select s.word, s.weight, s.uses, case
                when s.word = any(m.swaps) then 1
                when e.edits <= m.k then e.edits
                when m.k = 2 and exists (select 1 from unnest(m.swaps) as v
                                         where levenshtein_less_equal(s.word, v, 1) <= 1) then 2
              end as d
            from ${searchWords} s, lateral (select levenshtein_less_equal(s.word, m.word, m.k) as edits) e
            where char_length(s.word) between char_length(m.word) - m.k and char_length(m.word) + m.k
          ) c
          where c.d is not null
          group by c.word order by min(c.d), min(c.weight), sum(c.uses) desc, c.word limit 1
        ) end as correction
        from (values ${values}) as m(i, word, q, k, swaps)
        where not exists (select 1 from products p where ${liveProductSql('p')} and p.search_vector @@ m.q)`,
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
