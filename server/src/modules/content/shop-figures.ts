import { formatMoney } from '@fabric-tales/contract';
import type { Config } from '../../config';

/**
 * The shop's pages quote its own terms (§24.1): where the FAQ or a page says `{{free_shipping_from}}`,
 * `{{shipping_fee}}`, `{{prices_and_tax}}`, `{{return_days}}`, `{{repair_days}}` or `{{gift_wrap_fee}}`, the figure comes from the shop's settings when the
 * page is served, so the terms can never contradict what checkout charges.
 */
export function shopFigures(config: Config): Record<string, string> {
  const money = (amount: string) => formatMoney(amount, config.currency);
  return {
    free_shipping_from: money(config.freeShippingFrom),
    shipping_fee: money(config.shippingFee),
    prices_and_tax: config.pricesIncludeTax
      ? 'Prices include tax (VAT where it applies).'
      : 'Prices do not include tax: any tax for your destination is added at checkout, where you see it before you order.',
    return_days: String(config.returnDays),
    repair_days: String(config.repairDays),
    gift_wrap_fee: money(config.giftWrapFee),
  };
}
