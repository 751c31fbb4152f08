import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { orderStatuses, orders, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { idParams, optionalFilter } from '../../lib/fields';
import { offsetOf, pageQuery, paginate } from '../../lib/pagination';
import { changeOrder } from '../orders/status';
import { orderView, orderViews } from '../orders/view';
import { likePattern } from './search';

const statusField = z.enum(orderStatuses, { error: (iss) => `"${String(iss.input)}" is not a valid choice.` });

const listQuery = pageQuery.extend({
  status: optionalFilter(statusField),
  search: optionalFilter(z.string().trim().max(200)),
});

const patchBody = z
  .object({
    status: statusField.optional(),
    tracking_number: z
      .string({ error: 'Not a valid string.' })
      .trim()
      .max(100, { error: 'Ensure this field has no more than 100 characters.' })
      .optional(),
  })
  .refine((b) => b.status !== undefined || b.tracking_number !== undefined, {
    error: 'Give a status or a tracking_number.',
  });

export default async function adminOrderRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/orders/',
    {
      schema: {
        ...base,
        summary: 'Every order, newest first; filter by status, search number or customer',
        querystring: listQuery,
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
    { schema: { ...base, summary: 'One order with its customer', params: idParams } },
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
        body: patchBody,
      },
    },
    async (req) => changeOrder(app, req.params.id, req.body),
  );
}
