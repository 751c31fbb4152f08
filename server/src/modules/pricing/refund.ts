/**
 * What a return's refund may be, in cents. The default pays back what the returned units were paid, plus
 * the order's shipping fee when the item was faulty (the shop's fault: shipping is on the shop); an admin may
 * lower it. Neither ever exceeds what the order was paid and has not yet had back.
 */
export interface RefundTerms {
  /** What the returned units were paid: their part of each line after its discount share, with added tax. */
  linesCents: number;
  shippingCents: number;
  faulty: boolean;
  /**
   * The gift wrap (§30.3) when this return brings back the order's last unit (with the returns refunded before):
   * a gift sent back whole is refunded whole, wrap included; a partial return keeps it. 0 otherwise.
   */
  giftWrapCents?: number;
  /** The order's total less what earlier refunds paid back. */
  leftCents: number;
}

export const suggestedRefundCents = (t: RefundTerms) =>
  Math.max(0, Math.min(t.leftCents, t.linesCents + (t.faulty ? t.shippingCents : 0) + (t.giftWrapCents ?? 0)));

/** Why an amount an admin typed cannot be refunded, or null when it can. */
export function refundAmountProblem(amountCents: number, leftCents: number): string | null {
  if (amountCents <= 0) return 'Ensure this value is greater than 0.';
  if (amountCents > leftCents)
    return `Only ${(leftCents / 100).toFixed(2)} is left to refund on this order (paid, less earlier refunds).`;
  return null;
}
