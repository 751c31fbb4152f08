// Types only from the contract: its schemas (zod) stay out of the browser bundle, which reads this on every page.
import type { ShopConfig, ShopFeatures } from '@fabric-tales/contract';
import { toCents, type Cents } from '@/lib/money';

export type { ShopFeatures };

/**
 * The shop's configuration as the storefront holds it: the API's GET /api/config/ (read once per render by
 * lib/api/shop-config.ts, handed to client components by context/shop-config.tsx), with what it offers beyond
 * the older contract always spelled out (`features`).
 */
export type StorefrontConfig = Omit<ShopConfig, 'features'> & { known: boolean; features: ShopFeatures };

/**
 * What a stock Django REST Framework + SimpleJWT backend offers beyond the older contract: nothing. A config
 * without `features` (or no config at all) is such a backend's, and the storefront asks none of these calls.
 */
export const STOCK_FEATURES: ShopFeatures = {
  addresses: false,
  back_in_stock: false,
  discounts: false,
  fabrics: false,
  newsletter: false,
  payments: false,
  privacy: false,
  returns: false,
  repairs: false,
  reviews: false,
  search_suggestions: false,
  search_synonyms: false,
  shipping_quotes: false,
  wishlist: false,
  personalization: false,
  gifts: false,
};

/**
 * The shop's settings are the API's. This stands in only while the API cannot be asked, or for a backend without
 * /api/config/: no shipping rule is shown then (the order itself says what it costs), the password minimum is spec
 * §9's 6 "when the server gives none", and no feature beyond the older contract is offered.
 */
export const UNKNOWN_SHOP_CONFIG: StorefrontConfig = {
  known: false,
  currency: 'USD',
  payment_methods: ['cod'],
  free_shipping_from: '0.00',
  shipping_fee: '0.00',
  password_min_length: 6,
  features: STOCK_FEATURES,
};

/** A checked GET /api/config/ answer as the storefront holds it: a backend that lists no features offers none. */
export function storefrontConfig(answer: ShopConfig): StorefrontConfig {
  const { features, ...rest } = answer;
  return {
    ...rest,
    payment_methods: rest.payment_methods.length ? rest.payment_methods : ['cod'],
    known: true,
    features: { ...STOCK_FEATURES, ...features },
  };
}

export interface ShippingRule {
  freeFrom: Cents;
  fee: Cents;
}

/** The shipping rule in cents, or null when the API has not said it. */
export function shippingRuleOf(config: StorefrontConfig): ShippingRule | null {
  if (!config.known) return null;
  return { freeFrom: toCents(config.free_shipping_from), fee: toCents(config.shipping_fee) };
}
