import { z } from 'zod';
import { countryCode } from './countries';
import { AU_STATES, CA_PROVINCES, US_STATES } from './regions';
import { idField } from './numbers';
import { text } from './strings';

// The address book (API.md "Shipping, taxes and addresses"): several delivery addresses per account, one default.

/** How a country writes its addresses: the postal code's shape and whether a region (state, province) is needed. */
export interface CountryRule {
  /** ISO 3166-1 alpha-2, as the API stores it. */
  code: string;
  name: string;
  /** The whole postal code, case-insensitive; null where the country has none (the field is then optional). */
  postal: RegExp | null;
  /** Shown in the error, so the shopper sees the shape expected. */
  postalExample: string;
  /** Where mail is sorted by region (US states, Canadian provinces, Japanese prefectures…), it is required. */
  regionRequired: boolean;
  /** What the region is called there, for the form's label. */
  regionLabel: string;
  /** Where listed, the country's regions by code ("CA" → "California"): either is accepted, the code is what counts. */
  regions?: Readonly<Record<string, string>>;
  /** Shown in the region's error: "CA or California". */
  regionExample?: string;
}

const rule = (
  code: string,
  name: string,
  postal: RegExp | null,
  postalExample: string,
  regionLabel = 'Region',
  regionRequired = false,
): CountryRule => ({ code, name, postal, postalExample, regionLabel, regionRequired });

/** The countries the shop delivers to, by name. Postal patterns follow each postal service's published format. */
export const COUNTRIES: readonly CountryRule[] = [
  {
    ...rule('AU', 'Australia', /^\d{4}$/, '2000', 'State or territory', true),
    regions: AU_STATES,
    regionExample: 'NSW or New South Wales',
  },
  rule('AT', 'Austria', /^\d{4}$/, '1010'),
  rule('BH', 'Bahrain', /^\d{3,4}$/, '317'),
  rule('BE', 'Belgium', /^\d{4}$/, '1000'),
  rule('BR', 'Brazil', /^\d{5}-?\d{3}$/, '01310-100', 'State', true),
  {
    ...rule('CA', 'Canada', /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, 'K1A 0B1', 'Province or territory', true),
    regions: CA_PROVINCES,
    regionExample: 'ON or Ontario',
  },
  rule('DK', 'Denmark', /^\d{4}$/, '1050'),
  rule('FI', 'Finland', /^\d{5}$/, '00100'),
  rule('FR', 'France', /^\d{5}$/, '75001'),
  rule('DE', 'Germany', /^\d{5}$/, '10115'),
  rule('HK', 'Hong Kong', null, '', 'District'),
  rule('IN', 'India', /^\d{6}$/, '110001', 'State', true),
  rule('IE', 'Ireland', /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i, 'D02 X285', 'County'),
  rule('IT', 'Italy', /^\d{5}$/, '00184', 'Province', true),
  rule('JP', 'Japan', /^\d{3}-?\d{4}$/, '100-0001', 'Prefecture', true),
  rule('MX', 'Mexico', /^\d{5}$/, '06000', 'State', true),
  rule('NL', 'Netherlands', /^\d{4} ?[A-Z]{2}$/i, '1012 AB'),
  rule('NZ', 'New Zealand', /^\d{4}$/, '6011'),
  rule('NO', 'Norway', /^\d{4}$/, '0150'),
  rule('PL', 'Poland', /^\d{2}-\d{3}$/, '00-950'),
  rule('PT', 'Portugal', /^\d{4}-\d{3}$/, '1100-148'),
  rule('SG', 'Singapore', /^\d{6}$/, '018956'),
  rule('ES', 'Spain', /^\d{5}$/, '28013', 'Province'),
  rule('SE', 'Sweden', /^\d{3} ?\d{2}$/, '111 22'),
  rule('CH', 'Switzerland', /^\d{4}$/, '8001', 'Canton'),
  rule('GB', 'United Kingdom', /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, 'SW1A 1AA', 'County'),
  {
    ...rule('US', 'United States', /^\d{5}(-\d{4})?$/, '97201', 'State', true),
    regions: US_STATES,
    regionExample: 'CA or California',
  },
];

const byCode = new Map<string, CountryRule>(COUNTRIES.map((c) => [c.code, c]));

/** The rule of a country given as its code, its English name or a common alias ("UK"); undefined when unknown. */
export function countryRule(country: string): CountryRule | undefined {
  const code = countryCode(country);
  return code === null ? undefined : byCode.get(code);
}

/** A region's code in a country that lists its regions ("california" → "CA"); undefined when it is not one. */
function regionOf(country: CountryRule, region: string): string | undefined {
  const key = folded(region);
  if (!country.regions) return undefined;
  if (Object.hasOwn(country.regions, key)) return key;
  return Object.keys(country.regions).find((code) => folded(country.regions![code]) === key);
}

/** A region's name as compared: case and accents aside ("Québec" is "quebec"), spaces trimmed. */
const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase();

/**
 * The region as tax rates are kept (§21.4): a listed region's code whether typed as a code or by name
 * ("California", "ca" → "CA"), else the region as typed, upper-cased.
 */
export function regionCode(country: string, region: string): string {
  const rule = countryRule(country);
  return (rule && regionOf(rule, region)) ?? region.trim().toUpperCase();
}

const countryCodes = COUNTRIES.map((c) => c.code) as [string, ...string[]];

/** How an address's country is shown: a code the address book stored by its name, anything typed as it was typed. */
export const countryName = (country: string) =>
  (countryCodes.includes(country) && countryRule(country)?.name) || country;
const required = (max: number) => text({ max, min: 1 });
const optional = (max: number) => text({ max });

/** The fields of an address as a shopper sends them; every rule that needs two fields is in `checkAddress`. */
const fields = {
  /** The shopper's own name for it: "Home", "Studio". */
  label: optional(50),
  full_name: required(150),
  phone: optional(40).regex(/^[0-9+().\s-]*$/, 'Enter a valid phone number.'),
  address_line1: required(200),
  address_line2: optional(200),
  city: required(100),
  state: optional(100),
  postal_code: optional(20),
  country: z
    .string({ error: (iss) => (iss.input === undefined ? 'This field is required.' : 'Not a valid string.') })
    .trim()
    .toUpperCase()
    .pipe(z.enum(countryCodes, { error: 'Select a country we deliver to.' })),
  is_default: z.boolean({ error: 'Must be a valid boolean.' }),
};

type AddressFields = { country: string; postal_code: string; state: string };

/** One per-country problem of an address: the field (`postal_code`, `state`) and what to fix. */
export interface AddressIssue {
  field: 'postal_code' | 'state';
  message: string;
}

/**
 * The per-country rules of a whole address: the postal code must have the country's shape (and be given where the
 * country has postal codes); the region is required where the country sorts mail by it, and must be one of the
 * country's where the table lists them (US states, Canadian provinces, Australian states; by code or name). A country the table does not know (an older
 * client's free text) has no rule: nothing to report.
 */
export function addressIssues(value: AddressFields): AddressIssue[] {
  const country = countryRule(value.country);
  if (!country) return [];
  const issues: AddressIssue[] = [];
  const postal = value.postal_code.trim();
  const state = value.state.trim();
  if (country.postal && !postal) {
    issues.push({ field: 'postal_code', message: 'This field is required.' });
  } else if (country.postal && !country.postal.test(postal)) {
    issues.push({
      field: 'postal_code',
      message: `Enter a valid postal code for ${country.name}, e.g. ${country.postalExample}.`,
    });
  }
  if (country.regionRequired && !state) {
    issues.push({
      field: 'state',
      message: `Enter the ${country.regionLabel.toLowerCase()}: ${country.name} needs it.`,
    });
  } else if (state && country.regions && !regionOf(country, state)) {
    issues.push({
      field: 'state',
      message: `Enter a valid ${country.regionLabel.toLowerCase()} for ${country.name}, e.g. ${country.regionExample}.`,
    });
  }
  return issues;
}

/** `addressIssues` as a zod refinement of an address object (a PATCH is checked merged with what is stored). */
export function checkAddress(value: AddressFields, ctx: z.RefinementCtx) {
  for (const issue of addressIssues(value)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
}

/** POST /api/addresses/: a new address; the account's first becomes its default whatever `is_default` says. */
export const addressInput = z
  .object({
    ...fields,
    label: fields.label.default(''),
    phone: fields.phone.default(''),
    address_line2: fields.address_line2.default(''),
    state: fields.state.default(''),
    postal_code: fields.postal_code.default(''),
    is_default: fields.is_default.default(false),
  })
  .superRefine(checkAddress);
export type AddressInputBody = z.input<typeof addressInput>;
export type AddressInput = z.output<typeof addressInput>;

/** PATCH /api/addresses/{id}/: any fields; the merged address must pass `addressInput`. */
export const addressPatch = z.object(fields).partial();
export type AddressPatch = z.output<typeof addressPatch>;

export const addressParams = z.object({ id: idField() });

export const address = z
  .object({
    id: z.number().int(),
    label: z.string(),
    full_name: z.string(),
    phone: z.string(),
    address_line1: z.string(),
    address_line2: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
    is_default: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof address>;
export const addressList = z.array(address);
