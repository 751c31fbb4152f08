import type { OrderGift } from '@fabric-tales/contract';

/**
 * The gift options an order keeps (§30.3): null when checkout gave none, or gave only defaults (no message, no
 * wrap, prices shown), so an order that is not a gift reads as one that never was.
 */
export function giftOf(input: Partial<OrderGift> | undefined): OrderGift | null {
  if (!input) return null;
  const gift = { message: input.message ?? '', wrap: input.wrap === true, hide_prices: input.hide_prices === true };
  return gift.message === '' && !gift.wrap && !gift.hide_prices ? null : gift;
}
