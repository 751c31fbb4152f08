import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countryCode, shippingMethod, shippingMethodsQuery } from '@fabric-tales/contract';
import { z } from 'zod';
import { responses } from '../../lib/route-schema';
import { methodsServing, shippingMethodView } from '../pricing';

/** GET /api/shipping-methods/?country=: public, the active methods that deliver there. */
export default async function shippingRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/shipping-methods/',
    {
      schema: {
        tags: ['shipping'],
        summary: 'The active shipping methods that deliver to a country (ISO code or English name), with prices',
        querystring: shippingMethodsQuery,
        response: responses({ 200: z.array(shippingMethod) }),
      },
    },
    async (req) => {
      const rows = await methodsServing(app.db, req.query.country ? countryCode(req.query.country) : null);
      // Without a country only the methods serving everywhere are certain to apply.
      return rows
        .filter((m) => req.query.country || m.countries.length === 0)
        .map((m) => shippingMethodView(app.config, m));
    },
  );
}
