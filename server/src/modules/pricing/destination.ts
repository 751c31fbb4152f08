import { and, asc, eq, or } from 'drizzle-orm';
import { countryCode, type ShippingMethod, type TaxClass } from '@fabric-tales/contract';
import type { Config } from '../../config';
import type { Executor } from '../../db/executor';
import { shippingMethods, taxRates } from '../../db/schema';
import { validationError } from '../../lib/errors';
import { fromCents, toCents } from '../../lib/money';
import { termsPrice, type ShippingPrice, type TaxTerms } from './charge';
import { rateMilli } from './rounding';
import { usStateCode } from './us-states';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/** Where an order goes, as pricing needs it: the country's ISO code (null when unknown) and the region as typed. */
export interface Destination {
  country: string | null;
  region: string;
}

/**
 * Where an order goes. A US state is kept by its code whether the shopper typed "CA" or "California" (the rate
 * table holds codes): a name must not escape the state's sales tax.
 */
export function destinationOf(country: string, region = ''): Destination {
  const code = countryCode(country);
  const typed = region.trim().toUpperCase();
  return { country: code, region: code === 'US' ? (usStateCode(region) ?? typed) : typed };
}

/** A method's price: the default method's is the shop's settings (SHIPPING_FEE, FREE_SHIPPING_FROM). */
export const methodPrice = (config: Config, m: ShippingMethodRow): ShippingPrice =>
  m.isDefault
    ? termsPrice(config)
    : { fee: toCents(m.price), freeFrom: m.freeFrom === null ? null : toCents(m.freeFrom) };

export const serves = (m: ShippingMethodRow, country: string | null) =>
  m.countries.length === 0 || (country !== null && m.countries.includes(country));

/** A method as the shopper sees it. */
export function shippingMethodView(config: Config, m: ShippingMethodRow): ShippingMethod {
  const price = methodPrice(config, m);
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    estimate: m.estimate,
    price: fromCents(price.fee),
    free_from: price.freeFrom === null ? null : fromCents(price.freeFrom),
  };
}

/** The active methods serving a country, in the shop's order. */
export async function methodsServing(db: Executor, country: string | null): Promise<ShippingMethodRow[]> {
  const rows = await db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.active, true))
    .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id));
  return rows.filter((m) => serves(m, country));
}

export const methodMessages = {
  unknown: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  inactive: 'This shipping method is no longer offered. Please choose another.',
  notServed: 'This shipping method does not deliver to that country.',
  noDefault: 'Choose a shipping method that delivers to that country.',
} as const;

/**
 * The method a checkout uses: the one it names, or the default for clients that name none. A method that does
 * not exist, was switched off or does not serve the country is a 400 on `shipping_method_id`.
 */
export async function chosenMethod(
  db: Executor,
  id: number | undefined,
  destination: Destination,
): Promise<ShippingMethodRow> {
  const [row] = await db
    .select()
    .from(shippingMethods)
    .where(id === undefined ? eq(shippingMethods.isDefault, true) : eq(shippingMethods.id, id));
  const problem = (message: string) => validationError({ shipping_method_id: [message] });
  if (!row) throw problem(id === undefined ? methodMessages.noDefault : methodMessages.unknown(id));
  if (!row.active) throw problem(id === undefined ? methodMessages.noDefault : methodMessages.inactive);
  if (!serves(row, destination.country)) {
    throw problem(id === undefined ? methodMessages.noDefault : methodMessages.notServed);
  }
  return row;
}

/**
 * The taxes of a destination: per class, the region's rate where an admin added one, else the country's.
 * Unknown countries and countries without a rate pay no tax. Shipping is taxed when the standard rate says so.
 */
export async function taxTermsFor(db: Executor, config: Config, destination: Destination): Promise<TaxTerms> {
  const { country, region } = destination;
  if (!country) return { includesTax: config.pricesIncludeTax, rates: {}, taxShipping: false };
  const rows = await db
    .select()
    .from(taxRates)
    .where(
      and(
        eq(taxRates.country, country),
        region ? or(eq(taxRates.region, ''), eq(taxRates.region, region)) : eq(taxRates.region, ''),
      ),
    );
  const pick = (cls: TaxClass) =>
    rows.find((r) => r.class === cls && r.region !== '') ?? rows.find((r) => r.class === cls && r.region === '');
  const standard = pick('standard');
  const reduced = pick('reduced');
  return {
    includesTax: config.pricesIncludeTax,
    rates: {
      ...(standard ? { standard: { name: standard.name, milli: rateMilli(standard.rate) } } : {}),
      ...(reduced ? { reduced: { name: reduced.name, milli: rateMilli(reduced.rate) } } : {}),
    },
    taxShipping: standard?.appliesToShipping ?? false,
  };
}
