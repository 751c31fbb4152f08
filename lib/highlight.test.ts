import { highlightParts, searchWords } from '@/lib/highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('marking the searched words', () => {
  it('marks word starts, whatever the case, each searched word', () => {
    expect(marked('Ikat silk hairband', 'SILK hair')).toBe('Ikat [silk] [hair]band');
    expect(marked('Silk scarf', 'sil')).toBe('[Sil]k scarf');
  });

  it('does not mark inside a word', () => {
    expect(marked('Raw-silk earrings', 'ear')).toBe('Raw-silk [ear]rings');
    expect(marked('Linen hearts', 'ear')).toBe('Linen hearts');
  });

  it('takes punctuation and query syntax as separators, never as a pattern', () => {
    expect(marked('Silk (blue) scarf', 'blue)|.*')).toBe('Silk ([blue]) scarf');
    expect(searchWords('"silk" & !scarf:*')).toEqual(['scarf', 'silk']);
    expect(marked('Silk scarf', '&&& ***')).toBe('Silk scarf');
  });

  it('handles letters beyond ASCII and right-to-left text', () => {
    expect(marked('Écharpe en soie', 'écharpe')).toBe('[Écharpe] en soie');
    expect(marked('وشاح حرير', 'حرير')).toBe('وشاح [حرير]');
  });
});
