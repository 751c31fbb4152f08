import type { TaxClass } from '@fabric-tales/contract';
import { toCents } from '../../lib/money';
import { allocate, minorStep, rateText, roundHalfUp } from './rounding';

/** The shop's shipping terms (FREE_SHIPPING_FROM, SHIPPING_FEE): free from an amount, else a flat fee. */
export interface ShippingTerms {
  freeShippingFrom: string;
  shippingFee: string;
}

/** A shipping method's price, in hundredths: its fee, and the payable amount from which it is free (null: never). */
export interface ShippingPrice {
  fee: number;
  freeFrom: number | null;
}

/** The default method's price: the shop's settings. */
export const termsPrice = (terms: ShippingTerms): ShippingPrice => ({
  fee: toCents(terms.shippingFee),
  freeFrom: toCents(terms.freeShippingFrom),
});

/** One tax that applies at the destination, its rate in thousandths of a percent (19 % is 19000). */
export interface AppliedRate {
  name: string;
  milli: number;
}

/** The taxes of a destination: a rate per class (reduced falls back to standard) and whether shipping is taxed. */
export interface TaxTerms {
  /** EU style: prices hold their tax, which the receipt shows inside the total. US style (false): tax is added. */
  includesTax: boolean;
  rates: Partial<Record<TaxClass, AppliedRate>>;
  /** Shipping is taxed at the standard rate. */
  taxShipping: boolean;
}

/** No tax: a destination without a rate, or prices that the shop charges as they are. */
export const NO_TAX: TaxTerms = { includesTax: false, rates: {}, taxShipping: false };

export interface PricedLine {
  /** unit price × quantity */
  amount: number;
  taxClass: TaxClass;
}

/** What an order costs, in hundredths of the currency, once its discount is taken off. */
export interface Charge {
  /** The subtotal less the discount: what the goods cost. */
  payable: number;
  shipping: number;
  /** Every tax of the order; already inside `payable` and `shipping` when prices include tax. */
  tax: number;
  total: number;
  /** Per line, in the order given: its share of the discount and its tax. */
  lines: { discount: number; tax: number }[];
  shippingTax: number;
  /** The taxes grouped by name and rate, as receipts list them. */
  taxLines: { name: string; rate: string; amount: number }[];
}

/** The sum of one line (in cents): its unit price times its quantity. */
export const lineCents = (price: string, quantity: number) => toCents(price) * quantity;

/** The method's fee, judged on what is payable; free from its threshold. */
export const shippingFeeCents = (payableCents: number, price: ShippingPrice) =>
  price.freeFrom !== null && payableCents >= price.freeFrom ? 0 : price.fee;

/**
 * The tax of an amount at a rate, rounded half up to the currency's minor unit (§21.5): added on top
 * (amount × rate) or found inside (amount × rate / (100 % + rate)).
 */
export function taxOf(amount: number, milli: number, includesTax: boolean, currency: string): number {
  if (milli === 0 || amount === 0) return 0;
  const denominator = includesTax ? 100_000 + milli : 100_000;
  return roundHalfUp(BigInt(amount) * BigInt(milli), BigInt(denominator), minorStep(currency));
}

/**
 * The totals of an order (the cart shows the same, checkout charges them, Stripe is asked for their lines): the
 * discount comes off the subtotal and is shared over the lines; shipping is the chosen method's fee judged on what
 * is payable; tax is computed per line after its discount share and on shipping when the destination taxes it,
 * each rounded on its own. With prices including tax, tax is shown but not added; otherwise it is added to the total.
 * This is the one function that turns lines into a total: every caller charges alike.
 */
export function chargeFor(input: {
  lines: PricedLine[];
  discount: number;
  shipping: ShippingPrice;
  tax: TaxTerms;
  currency: string;
}): Charge {
  const { lines, shipping: price, tax, currency } = input;
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const discount = Math.min(Math.max(0, input.discount), subtotal);
  const payable = subtotal - discount;
  const shipping = subtotal === 0 ? 0 : shippingFeeCents(payable, price);
  const shares = allocate(
    discount,
    lines.map((l) => l.amount),
    currency,
  );
  const groups = new Map<string, { name: string; rate: string; amount: number }>();
  const add = (rate: AppliedRate, amount: number) => {
    const key = `${rate.name} ${rate.milli}`;
    const group = groups.get(key) ?? { name: rate.name, rate: rateText(rate.milli), amount: 0 };
    group.amount += amount;
    groups.set(key, group);
  };
  const priced = lines.map((line, i) => {
    const rate = tax.rates[line.taxClass] ?? tax.rates.standard;
    const lineTax = rate ? taxOf(line.amount - shares[i], rate.milli, tax.includesTax, currency) : 0;
    if (rate && lineTax) add(rate, lineTax);
    return { discount: shares[i], tax: lineTax };
  });
  const standard = tax.rates.standard;
  const shippingTax = tax.taxShipping && standard ? taxOf(shipping, standard.milli, tax.includesTax, currency) : 0;
  if (standard && shippingTax) add(standard, shippingTax);
  const taxTotal = priced.reduce((sum, l) => sum + l.tax, 0) + shippingTax;
  return {
    payable,
    shipping,
    tax: taxTotal,
    total: payable + shipping + (tax.includesTax ? 0 : taxTotal),
    lines: priced,
    shippingTax,
    taxLines: [...groups.values()],
  };
}
