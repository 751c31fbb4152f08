/** An ILIKE pattern that finds `term` anywhere; `%` and `_` in the term are literal characters. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
