import { describe, expect, it } from 'vitest';
import { stockNote } from './stock-note';

describe('stock note', () => {
  it('says sold out, only N left, or nothing', () => {
    expect(stockNote(0)).toBe('Sold out');
    expect(stockNote(1)).toBe('Only 1 left');
    expect(stockNote(5)).toBe('Only 5 left');
    expect(stockNote(6)).toBeNull();
    expect(stockNote(undefined)).toBeNull();
  });
});
