import { formatMoney } from '@fabric-tales/contract';
import { toCents } from '../../lib/money';
import { percentOf, rateMilli } from './rounding';

/** What the rules need of a discount code (a row of `discounts`). */
export interface DiscountTerms {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  minSubtotal: string;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: boolean;
  timesUsed: number;
}

export interface DiscountContext {
  /** The sum of the cart's lines, in cents. */
  subtotalCents: number;
  now: Date;
  /** The shop's currency (CURRENCY), for the amounts in the reasons. */
  currency: string;
  /** Orders of this customer that hold a use of the code (cancelled ones do not). */
  customerUses: number;
}

export const discountMessages = {
  unknown: 'This code does not exist.',
  inactive: 'This code is paused.',
  notStarted: 'This code is not valid yet.',
  expired: 'This code has expired.',
  usedUp: 'This code has been used up.',
  customerUsedUp: 'You have already used this code as often as it allows.',
  belowMinimum: (min: string, currency: string) => `Spend at least ${formatMoney(min, currency)} to use this code.`,
} as const;

/**
 * The reason a shopper applying a code is told. A paused or not-yet-started code answers exactly as an unknown
 * one: otherwise guessing codes would find the staff's paused codes and tomorrow's sale (docs/security.md). Reasons that
 * only a code the shopper could already use gives (expired, used up, below the minimum) stay specific.
 */
export function reasonForShopper(reason: string): string {
  return reason === discountMessages.inactive || reason === discountMessages.notStarted
    ? discountMessages.unknown
    : reason;
}

/** Why the code cannot be used now, or null when it applies. */
export function whyNotApplicable(d: DiscountTerms, ctx: DiscountContext): string | null {
  if (!d.active) return discountMessages.inactive;
  if (d.startsAt && ctx.now < d.startsAt) return discountMessages.notStarted;
  if (d.endsAt && ctx.now >= d.endsAt) return discountMessages.expired;
  if (d.maxUses !== null && d.timesUsed >= d.maxUses) return discountMessages.usedUp;
  if (d.maxUsesPerCustomer !== null && ctx.customerUses >= d.maxUsesPerCustomer) {
    return discountMessages.customerUsedUp;
  }
  if (ctx.subtotalCents < toCents(d.minSubtotal)) return discountMessages.belowMinimum(d.minSubtotal, ctx.currency);
  return null;
}

/**
 * The amount off a subtotal, in cents: a percentage rounded half up to the currency's minor unit (§21.5: whole
 * yen for JPY), or a fixed amount; never more than the subtotal.
 */
export function discountCents(
  d: Pick<DiscountTerms, 'kind' | 'value'>,
  subtotalCents: number,
  currency = 'USD',
): number {
  const off = d.kind === 'percent' ? percentOf(subtotalCents, rateMilli(d.value), currency) : toCents(d.value);
  return Math.max(0, Math.min(off, subtotalCents));
}
