/**
 * What a shopper typed, turned into full-text query terms that cannot carry query syntax: only runs of letters,
 * digits and marks survive, so `&`, `|`, `!`, `:*`, quotes, brackets, NUL or emoji can never reach `to_tsquery`
 * as operators. Every term is then a single quoted lexeme, optionally OR-ed with its synonyms.
 */

/** More words than a shopper types; a longer query keeps its first ones. */
export const MAX_WORDS = 8;
/** Longer runs are not words (a pasted token, say); a longer word keeps its first characters. */
const MAX_WORD_LENGTH = 40;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/** The query's words, lower-cased, at most MAX_WORDS of at most MAX_WORD_LENGTH characters. */
export function searchWords(raw: string): string[] {
  const words = raw.normalize('NFKC').toLowerCase().match(WORD) ?? [];
  return words.slice(0, MAX_WORDS).map((w) => [...w].slice(0, MAX_WORD_LENGTH).join(''));
}

/** The canonical spelling of a query (the words, space-separated): cache keys and corrections use it. */
export const canonicalQuery = (raw: string) => searchWords(raw).join(' ');

/**
 * One word (or a synonym's words, all required) as to_tsquery text; `prefix` matches words it begins, `weights`
 * ('AB') only where the document gives the word those weights.
 */
function lexemes(words: string[], prefix: boolean, weights = ''): string {
  const parts = words.map((w, i) => {
    const label = (prefix && i === words.length - 1 ? '*' : '') + weights;
    return label ? `'${w}':${label}` : `'${w}'`;
  });
  return parts.length === 1 ? parts[0] : `(${parts.join(' & ')})`;
}

/**
 * Four to_tsquery texts per word: `own`, the word (a prefix when it is the last one and `prefixLast`), `exact`,
 * the whole word (which ranks "rose" above "rosette"), `widened`, the word (a prefix when it is the last one and
 * `prefixLast`), OR-ed with its synonyms, and `namedOrMaterial`, the widened word found only in the name or the
 * materials (weights A and B: the second tier of §24.3, read straight from the stored document). Synonyms are
 * matched whole (never as prefixes): they stand for what the admin typed.
 */
export function termQueries(
  words: string[],
  synonyms: Map<string, string[]>,
  prefixLast: boolean,
): { own: string; exact: string; widened: string; namedOrMaterial: string }[] {
  return words.map((word, i) => {
    // A single letter is no prefix: it would match most of the catalog and tell nothing.
    const prefix = prefixLast && i === words.length - 1 && [...word].length > 1;
    const own = lexemes([word], prefix);
    const exact = lexemes([word], false);
    const alternatives = (synonyms.get(word) ?? []).map((s) => searchWords(s)).filter((s) => s.length > 0);
    const widen = (weights: string) =>
      alternatives.length === 0
        ? lexemes([word], prefix, weights)
        : `(${[lexemes([word], prefix, weights), ...alternatives.map((s) => lexemes(s, false, weights))].join(' | ')})`;
    return { own, exact, widened: widen(''), namedOrMaterial: widen('AB') };
  });
}
