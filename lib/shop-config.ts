// Types only from the contract: its schemas (zod) stay out of the browser bundle, which reads this on every page.
import type { ShopConfig } from '@fabric-tales/contract';
import { toCents, type Cents } from '@/lib/money';

export type { ShopConfig };

/**
 * The shop's settings are the API's (GET /api/config/). This stands in only while the API cannot be asked:
 * no shipping rule is shown then (the order itself says what it costs), and the password minimum is spec
 * §9's 6 "when the server gives none".
 */
export const UNKNOWN_SHOP_CONFIG: ShopConfig & { known: false } = {
  known: false,
  currency: 'USD',
  payment_methods: ['cod'],
  free_shipping_from: '0.00',
  shipping_fee: '0.00',
  password_min_length: 6,
};

export type StorefrontConfig = ShopConfig & { known: boolean };

export interface ShippingRule {
  freeFrom: Cents;
  fee: Cents;
}

/** The shipping rule in cents, or null when the API has not said it. */
export function shippingRuleOf(config: StorefrontConfig): ShippingRule | null {
  if (!config.known) return null;
  return { freeFrom: toCents(config.free_shipping_from), fee: toCents(config.shipping_fee) };
}
