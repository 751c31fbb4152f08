/**
 * Countries for a picker: every ISO 3166-1 alpha-2 region Intl names in English, sorted by name. Intl's table,
 * not a copy; the codes that are not countries (EU, UN, the pseudo-locales, "Unknown Region") are left out, and so
 * are the retired codes Intl still names after their successor (DD "Germany", UK, BU, YU…): each country once.
 */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

let cached: { code: string; name: string }[] | undefined;

export function countryOptions(): { code: string; name: string }[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const list: { code: string; name: string }[] = [];
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      const retired = Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`;
      const name = NOT_COUNTRIES.has(code) || retired ? undefined : names.of(code);
      if (name) list.push({ code, name });
    }
  }
  cached = list.sort((x, y) => x.name.localeCompare(y.name, 'en'));
  return cached;
}
