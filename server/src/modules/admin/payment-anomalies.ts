import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { count, desc } from 'drizzle-orm';
import { pageQuery, paymentAnomalyPage, type PaymentAnomaly } from '@fabric-tales/contract';
import { paymentAnomalies } from '../../db/schema';
import { offsetOf, paginate } from '../../lib/pagination';
import { responses } from '../../lib/route-schema';

const view = (r: typeof paymentAnomalies.$inferSelect): PaymentAnomaly => ({
  id: r.id,
  event_id: r.eventId,
  event_type: r.eventType,
  session_id: r.sessionId,
  order_id: r.orderId,
  payment_intent_id: r.paymentIntentId,
  amount: r.amount,
  currency: r.currency,
  reason: r.reason as PaymentAnomaly['reason'],
  received_at: r.receivedAt.toISOString(),
});

/** GET /api/admin/payment-anomalies/: Stripe events that paid nothing (payments/events.ts), newest first. */
export default async function paymentAnomalyRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/payment-anomalies/',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        summary:
          'Signed Stripe events that changed no order (unknown session, amount or currency mismatch), newest first',
        querystring: pageQuery,
        response: responses({ 200: paymentAnomalyPage }),
      },
    },
    async (req) => {
      const [{ total }] = await app.db.select({ total: count() }).from(paymentAnomalies);
      const rows = await app.db
        .select()
        .from(paymentAnomalies)
        .orderBy(desc(paymentAnomalies.receivedAt), desc(paymentAnomalies.id))
        .limit(req.query.page_size)
        .offset(offsetOf(req.query));
      return paginate(rows.map(view), total, req.query, req.url);
    },
  );
}
