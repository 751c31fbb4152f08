import { z } from 'zod';
import { paymentMethod } from './enums';
import { money } from './numbers';

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
