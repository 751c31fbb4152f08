import { describe, expect, it } from 'vitest';
import { BOM, csvField, csvRow } from './csv';

describe('CSV fields (RFC 4180)', () => {
  it('quotes fields with quotes, commas and line breaks, doubling inner quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('the "Rose" ring')).toBe('"the ""Rose"" ring"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField(null)).toBe('');
    expect(csvField(3)).toBe('3');
    expect(csvField('Écharpe à fleurs')).toBe('Écharpe à fleurs');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('+1 555')).toBe("'+1 555");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
  });

  it('ends records with CRLF and starts the file with a BOM', () => {
    expect(csvRow(['a', 'b,c', 1])).toBe('a,"b,c",1\r\n');
    expect(BOM).toBe('\uFEFF');
  });
});
