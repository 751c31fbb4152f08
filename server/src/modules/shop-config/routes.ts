import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currencyDecimals, PASSWORD_MIN, shopConfig, type ShopConfig, type ShopFeatures } from '@fabric-tales/contract';
import type { Config } from '../../config';
import { fromCents, toCents } from '../../lib/money';
import { responses } from '../../lib/route-schema';
import { replyCached } from '../../plugins/catalog-cache';
import { offeredPaymentMethods } from '../payments/stripe';

/**
 * Every call of the newer contract sections this API serves: the storefront offers a feature only when it is
 * listed here, so that it runs unchanged against a stock backend, which sends none (docs/api.md, "Shop configuration").
 */
export const SHOP_FEATURES: ShopFeatures = {
  addresses: true,
  back_in_stock: true,
  discounts: true,
  fabrics: true,
  newsletter: true,
  payments: true,
  privacy: true,
  returns: true,
  repairs: true,
  reviews: true,
  search_suggestions: true,
  search_synonyms: true,
  shipping_quotes: true,
  wishlist: true,
  personalization: true,
  gifts: true,
};

/**
 * What the storefront must show as the server applies it: currency, payment methods, shipping rule, password rule,
 * and the return window the product page quotes (§23.1).
 */
export const publicConfig = (config: Config): ShopConfig => ({
  currency: config.currency,
  currency_decimals: currencyDecimals(config.currency),
  payment_methods: offeredPaymentMethods(config),
  free_shipping_from: fromCents(toCents(config.freeShippingFrom)),
  shipping_fee: fromCents(toCents(config.shippingFee)),
  password_min_length: PASSWORD_MIN,
  prices_include_tax: config.pricesIncludeTax,
  return_days: config.returnDays,
  repair_days: config.repairDays,
  gift_wrap_fee: fromCents(toCents(config.giftWrapFee)),
  features: SHOP_FEATURES,
});

/** GET /api/config/ (docs/api.md): public, cached with an ETag like the catalog. */
export default async function shopConfigRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/config/',
    {
      schema: {
        tags: ['content'],
        summary: 'The shop’s currency, payment methods, shipping rule, password minimum and features',
        response: responses({ 200: shopConfig }),
      },
    },
    (req, reply) => replyCached(app, req, reply, 'config', async () => publicConfig(app.config)),
  );
}
