import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import {
  adminRefundBody,
  adminReturnPatch,
  adminReturnQuery,
  idParams,
  orderReturn,
  returnPage,
} from '@fabric-tales/contract';
import { orders, returns, users } from '../../db/schema';
import { offsetOf, paginate } from '../../lib/pagination';
import { responses } from '../../lib/route-schema';
import { likePattern } from '../../lib/sql';
import { refundReturn } from './refund';
import { returnView, returnViews } from './view';
import { changeReturn } from './workflow';

/** The admin's returns: the list, one return, its steps and its refund. Registered under /api/admin (admin only). */
export default async function adminReturnRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  const admin = { ...app.config, admin: true };

  app.get(
    '/returns/',
    {
      schema: {
        ...base,
        summary: 'Every return, newest first; filter by status, search the order number, return number or email',
        querystring: adminReturnQuery,
        response: responses({ 200: returnPage }),
      },
    },
    async (req) => {
      const { status, search } = req.query;
      const where: SQL[] = [];
      if (status) where.push(eq(returns.status, status));
      if (search) {
        const p = likePattern(search);
        where.push(or(ilike(orders.number, p), ilike(returns.number, p), ilike(users.email, p))!);
      }
      const filter = and(...where);
      const from = () =>
        app.db
          .select({ id: returns.id })
          .from(returns)
          .innerJoin(orders, eq(orders.id, returns.orderId))
          .innerJoin(users, eq(users.id, orders.userId));
      const [{ total }] = await app.db
        .select({ total: count() })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(filter);
      const rows = await from()
        .where(filter)
        .orderBy(desc(returns.createdAt), desc(returns.id))
        .limit(req.query.page_size)
        .offset(offsetOf(req.query));
      const views = await returnViews(
        app.db,
        rows.map((r) => r.id),
        admin,
      );
      return paginate(views, total, req.query, req.url);
    },
  );

  app.get(
    '/returns/:id/',
    {
      schema: {
        ...base,
        summary: 'One return with its customer and the refund it allows',
        params: idParams,
        response: responses({ 200: orderReturn }),
      },
    },
    async (req) => returnView(app.db, req.params.id, admin),
  );

  app.patch(
    '/returns/:id/',
    {
      schema: {
        ...base,
        summary: 'Approve or reject a requested return, or mark it received (each line back to stock or not)',
        params: idParams,
        body: adminReturnPatch,
        response: responses({ 200: orderReturn }),
      },
    },
    async (req) => changeReturn(app, req.params.id, req.body),
  );

  app.post(
    '/returns/:id/refund/',
    {
      schema: {
        ...base,
        summary:
          'Refund a received return once: through Stripe for card orders, recorded with method and reference for pay on delivery',
        params: idParams,
        body: adminRefundBody,
        response: responses({ 200: orderReturn }),
      },
    },
    async (req) => refundReturn(app, req.params.id, req.body),
  );
}
