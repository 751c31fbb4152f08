import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { adminOrder, adminOrderPage, adminOrderPatch, adminOrderQuery, idParams } from '@fabric-tales/contract';
import { orders, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { offsetOf, paginate } from '../../lib/pagination';
import { responses } from '../../lib/route-schema';
import { likePattern } from '../../lib/sql';
import { changeOrder } from '../orders/status';
import { orderView, orderViews } from '../orders/view';

export default async function adminOrderRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/orders/',
    {
      schema: {
        ...base,
        summary: 'Every order, newest first; filter by status, search number or customer',
        querystring: adminOrderQuery,
        response: responses({ 200: adminOrderPage }),
      },
    },
    async (req) => {
      const { status, search } = req.query;
      const where: SQL[] = [];
      if (status) where.push(eq(orders.status, status));
      if (search) {
        const p = likePattern(search);
        where.push(
          or(
            ilike(orders.number, p),
            ilike(users.email, p),
            ilike(users.username, p),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p),
            ilike(sql`${orders.shipping}->>'full_name'`, p),
          )!,
        );
      }
      const filter = and(...where);
      const [{ total }] = await app.db
        .select({ total: count() })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(filter);
      const rows = await app.db
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(filter)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(req.query.page_size)
        .offset(offsetOf(req.query));
      return paginate(
        await orderViews(
          app.db,
          rows.map((r) => r.id),
          true,
        ),
        total,
        req.query,
        req.url,
      );
    },
  );

  app.get(
    '/orders/:id/',
    {
      schema: {
        ...base,
        summary: 'One order with its customer',
        params: idParams,
        response: responses({ 200: adminOrder }),
      },
    },
    async (req) => {
      const view = await orderView(app.db, req.params.id, true);
      if (!view) throw notFound();
      return view;
    },
  );

  app.patch(
    '/orders/:id/',
    {
      schema: {
        ...base,
        summary: 'Move an order along its workflow (and set the tracking number); the customer is emailed',
        params: idParams,
        body: adminOrderPatch,
        response: responses({ 200: adminOrder }),
      },
    },
    async (req) => changeOrder(app, req.params.id, req.body),
  );
}
