import { z } from 'zod';
import { paymentMethod } from './enums';
import { money } from './numbers';

/**
 * The calls this API has beyond the older sections of the contract (accounts, catalog, cart, orders, admin,
 * content, emails), which a stock Django REST Framework + SimpleJWT backend also serves. A stock backend sends no
 * `features` (or has no /api/config/ at all): the storefront then offers none of them.
 */
export const shopFeatures = z
  .object({
    addresses: z.boolean().describe('The address book: /api/addresses/'),
    back_in_stock: z.boolean().describe('"Email me when it is back": /api/products/{id}/notify/'),
    discounts: z.boolean().describe('Discount codes: /api/cart/discount/, /api/admin/discounts/'),
    fabrics: z.boolean().describe('Fabrics and designs in several of them: /api/fabrics/, /api/admin/fabrics/'),
    payments: z.boolean().describe('Card payments: /api/orders/{id}/pay/, /api/admin/payment-anomalies/'),
    privacy: z.boolean().describe('Data export and account deletion: /api/account/…, /api/admin/privacy/…'),
    newsletter: z
      .boolean()
      .describe('Marketing consent and the newsletter: /api/newsletter/, /api/admin/announcements/'),
    returns: z.boolean().describe('Returns and refunds: /api/orders/{id}/returns/, /api/returns/…'),
    repairs: z
      .boolean()
      .describe('Free repairs after delivery: /api/orders/{id}/repairs/, /api/repairs/, /api/admin/repairs/'),
    reviews: z.boolean().describe('Reviews from buyers: /api/products/{id}/reviews/, /api/admin/reviews/'),
    search_suggestions: z.boolean().describe('Suggestions as one types: /api/search/suggest/'),
    search_synonyms: z.boolean().describe('The admin’s synonyms table: /api/admin/synonyms/'),
    shipping_quotes: z
      .boolean()
      .describe('Shipping methods and taxes: /api/shipping-methods/, GET /api/cart/?country= quotes'),
    wishlist: z.boolean().describe('The wishlist: /api/wishlist/'),
    personalization: z
      .boolean()
      .describe(
        "Products' personalization questions and one-of-a-kind pieces: `personalization` answers on cart lines",
      ),
    gifts: z.boolean().describe('Gift options at checkout: `gift` {message, wrap, hide_prices}, `gift_wrap_fee`'),
  })
  .meta({ id: 'ShopFeatures' });
export type ShopFeatures = z.infer<typeof shopFeatures>;
export type ShopFeature = keyof ShopFeatures;

/** GET /api/config/: what the server owns and the storefront must show (never copied into the storefront). */
export const shopConfig = z
  .object({
    currency: z.string().length(3).describe('ISO 4217 code for Intl.NumberFormat, e.g. "USD"'),
    currency_decimals: z
      .number()
      .int()
      .min(0)
      .max(4)
      .optional()
      .describe('The currency’s ISO 4217 minor unit (JPY 0, USD 2, BHD 3); absent from older backends: use Intl’s'),
    payment_methods: z.array(paymentMethod),
    free_shipping_from: money.describe('Orders whose subtotal reaches this ship free'),
    shipping_fee: money.describe('The flat fee below free_shipping_from'),
    password_min_length: z.number().int(),
    prices_include_tax: z
      .boolean()
      .optional()
      .describe('Prices hold their tax (EU style); false: tax is added at checkout. Absent from older backends'),
    return_days: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Days after delivery a shopper may return items (0: no returns). Absent from older backends'),
    repair_days: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('Days after delivery a shopper may ask for a free repair (0: none). Absent from older backends'),
    gift_wrap_fee: money
      .optional()
      .describe('What gift wrap adds to an order (its own line); absent from older backends'),
    features: shopFeatures.optional().describe('What this API offers beyond the older contract; absent: none'),
  })
  .meta({ id: 'ShopConfig' });
export type ShopConfig = z.infer<typeof shopConfig>;

/** `redis` appears only when the service uses Redis: `ok`, or `degraded` while it falls back to local counters. */
export const health = z.object({
  status: z.string(),
  database: z.string(),
  redis: z.enum(['ok', 'degraded']).optional(),
});
export const liveness = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof health>;
