import { currencyDecimals } from '@fabric-tales/contract';

/**
 * The one rounding rule of the shop's money (docs/product-rules.md §21.5). Amounts are integers in hundredths of
 * the currency (the unit the database keeps: "24.90" is 2490); an amount the shop computes (a percentage off,
 * a tax) is rounded half up to the currency's minor unit, which is a step of 100 hundredths for JPY (whole yen)
 * and 1 for EUR or USD. Integer arithmetic only: BigInt keeps `amount × rate` exact however large.
 */
export const minorStep = (currency: string) => 10 ** (2 - Math.min(2, currencyDecimals(currency)));

/** numerator / denominator (both ≥ 0) rounded half up to a multiple of `step`, all in integers. */
export function roundHalfUp(numerator: bigint, denominator: bigint, step: number): number {
  const d = denominator * BigInt(step);
  return Number((2n * numerator + d) / (2n * d)) * step;
}

/** A percentage with up to 3 decimals ("7.25") as an integer in thousandths of a percent (7250). */
export const rateMilli = (rate: string | number): number => Math.round(Number(rate) * 1000);

/** Thousandths of a percent back to the percentage as receipts write it: 19000 → "19", 7250 → "7.25". */
export const rateText = (milli: number): string => String(milli / 1000);

/** The share of `amount` a percentage is, rounded to the currency's minor unit: 10 % of 12.34 € is 1.23 €. */
export const percentOf = (amount: number, milli: number, currency: string) =>
  roundHalfUp(BigInt(amount) * BigInt(milli), 100_000n, minorStep(currency));

/**
 * Splits `total` over `weights` in proportion, in whole steps of the currency's minor unit, so the shares add up
 * to exactly `total` (largest remainder; ties go to the earlier line). Used to give each line its part of an
 * order's discount, so the tax of each line is on what it really costs.
 */
export function allocate(total: number, weights: number[], currency: string): number[] {
  const step = minorStep(currency);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const steps = Math.round(total / step);
  const exact = weights.map((w) => (BigInt(w) * BigInt(steps) * 1_000_000n) / BigInt(sum));
  const floors = exact.map((e) => e / 1_000_000n);
  let left = steps - floors.reduce((a, b) => a + Number(b), 0);
  const order = exact
    .map((e, i) => ({ i, rest: e % 1_000_000n }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const shares = floors.map(Number);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares.map((s) => s * step);
}
