/** What shoppers and older clients write for a country besides its code and its English name. */
const ALIASES: Record<string, string> = {
  usa: 'US',
  'u.s.a.': 'US',
  'u.s.': 'US',
  'united states of america': 'US',
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  holland: 'NL',
  'the netherlands': 'NL',
  'czech republic': 'CZ',
};

/**
 * Codes Intl still names that are no country to ship to today: withdrawn ones, with the code that replaced them
 * (Intl calls both FR and FX "France"), and groupings (EU, UN), which map to nothing.
 */
const REPLACED: Record<string, string | null> = {
  AN: 'CW',
  BU: 'MM',
  CS: 'RS',
  DD: 'DE',
  DY: 'BJ',
  FX: 'FR',
  HV: 'BF',
  NH: 'VU',
  RH: 'ZW',
  SU: 'RU',
  TP: 'TL',
  UK: 'GB',
  VD: 'VN',
  YD: 'YE',
  YU: 'RS',
  ZR: 'CD',
  EU: null,
  EZ: null,
  QO: null,
  UN: null,
  ZZ: null,
};

let regionNames: Intl.DisplayNames | undefined;
let namesToCodes: Map<string, string> | undefined;

/** A code Intl names, as a country today: a withdrawn one's successor, null for a grouping or an unknown code. */
function currentCode(code: string, names: Intl.DisplayNames): string | null {
  if (Object.hasOwn(REPLACED, code)) return REPLACED[code];
  return names.of(code) ? code : null;
}

/**
 * The ISO 3166-1 alpha-2 code of a country as a shopper or an older client writes it: "DE", "de", "Germany" or
 * "germany" all give "DE"; anything else null. English names come from Intl, so no table is copied here.
 */
export function countryCode(value: string): string | null {
  const v = value.trim();
  if (!v) return null;
  // Built once: checkout and the cart's estimate ask for every request.
  const names = (regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }));
  if (/^[A-Za-z]{2}$/.test(v)) return currentCode(v.toUpperCase(), names);
  if (!namesToCodes) {
    namesToCodes = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const a of letters) {
      for (const b of letters) {
        const code = currentCode(a + b, names);
        // A withdrawn code's name is its successor's (FX and FR are both "France"): the successor keeps it.
        if (code === a + b) namesToCodes.set(names.of(code)!.toLowerCase(), code);
      }
    }
    // The names older clients and shoppers commonly write for the shop's main markets.
    for (const [alias, code] of Object.entries(ALIASES)) namesToCodes.set(alias, code);
  }
  return namesToCodes.get(v.toLowerCase()) ?? null;
}
