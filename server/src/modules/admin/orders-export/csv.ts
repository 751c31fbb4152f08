/** UTF-8 byte order mark: spreadsheet apps read the file as UTF-8 only when it starts with it. */
export const BOM = '\uFEFF';

/**
 * One RFC 4180 field. A cell a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a
 * leading apostrophe, so an order note or product name cannot become a formula on the admin's machine.
 * A `;` is quoted too: spreadsheets in locales whose list separator is `;` (most of Europe) split on it, which
 * would shift every later column of the row.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 says. */
export const csvRow = (fields: (string | number | null | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;
