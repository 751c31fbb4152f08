/** A piece of a text, marked when it is where one of the searched words starts. */
export interface TextPart {
  text: string;
  match: boolean;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The searched words worth marking: letters or digits, longest first so "silk" wins over "s". */
export function searchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  return [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, 10);
}

/**
 * Splits `text` so that every word start matching a searched word is marked: "Silk scarf" for "sil" gives
 * [Sil][k scarf]. A typo the API forgave ("neklace") marks nothing, which is honest: nothing matched literally.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const words = searchWords(query);
  if (words.length === 0 || !text) return [{ text, match: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(escape).join('|')})`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    const start = found.index;
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: found[0], match: true });
    last = start + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
