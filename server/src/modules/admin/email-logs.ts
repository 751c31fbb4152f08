import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { emailLogs } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { emailLogDetail, emailLogPage, emailLogQuery, emailResent, idParams } from '@fabric-tales/contract';
import { offsetOf, paginate } from '../../lib/pagination';
import { responses } from '../../lib/route-schema';
import { likePattern } from '../../lib/sql';
import { REDACTED } from '../../plugins/outbox';

type EmailLogRow = typeof emailLogs.$inferSelect;

const summary = (r: EmailLogRow) => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  kind: r.kind,
  status: r.status,
  error: r.error,
  attempts: r.attempts,
  created_at: r.createdAt.toISOString(),
  sent_at: r.sentAt?.toISOString() ?? null,
});

/**
 * Why the stored copy of an email with a one-time link does or does not hold a working link (docs/security.md): with
 * SMTP the token exists only in the email as sent; without SMTP this log is how the email goes out.
 */
const linkNote = (r: EmailLogRow) => {
  if (!r.secretLink) return null;
  return r.text.includes(REDACTED)
    ? `The one-time link in this email is shown as ${REDACTED}: its token was put only into the email as sent and is stored nowhere, so no one reading this log or a backup can use it. Resending sends a new link and the old one stops working.`
    : 'This email keeps its working one-time link because SMTP_URL is not set: without SMTP this log is the only way the email goes out (development). Set SMTP_URL in production, and the stored copy holds no working link.';
};

const detail = (r: EmailLogRow) => ({ ...summary(r), text: r.text, html: r.html, link_note: linkNote(r) });

export default async function emailLogRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/email-logs/',
    {
      schema: {
        ...base,
        summary: 'Every email the shop sent, newest first; search recipient or subject',
        querystring: emailLogQuery,
        response: responses({ 200: emailLogPage }),
      },
    },
    async (req) => {
      const { search, status, kind } = req.query;
      const where: SQL[] = [];
      if (search)
        where.push(or(ilike(emailLogs.to, likePattern(search)), ilike(emailLogs.subject, likePattern(search)))!);
      if (status) where.push(eq(emailLogs.status, status));
      if (kind) where.push(eq(emailLogs.kind, kind));
      const filter = and(...where);
      const [{ total }] = await app.db.select({ total: count() }).from(emailLogs).where(filter);
      const rows = await app.db
        .select()
        .from(emailLogs)
        .where(filter)
        .orderBy(desc(emailLogs.createdAt), desc(emailLogs.id))
        .limit(req.query.page_size)
        .offset(offsetOf(req.query));
      return paginate(rows.map(summary), total, req.query, req.url);
    },
  );

  app.get(
    '/email-logs/:id/',
    {
      schema: {
        ...base,
        summary: 'One email with its text and HTML',
        params: idParams,
        response: responses({ 200: emailLogDetail }),
      },
    },
    async (req) => {
      const [row] = await app.db.select().from(emailLogs).where(eq(emailLogs.id, req.params.id));
      if (!row) throw notFound();
      return detail(row);
    },
  );

  app.post(
    '/email-logs/:id/resend/',
    {
      schema: {
        ...base,
        summary:
          'Deliver a sent, failed or logged email again (409 while a delivery is in flight, or when its one-time link is for an account that has moved to another address or is gone)',
        params: idParams,
        response: responses({ 200: emailResent }),
      },
    },
    async (req) => {
      const row = await app.outbox.resend(req.params.id);
      if (!row) throw notFound();
      return { detail: 'The email was queued for delivery again.', email: detail(row) };
    },
  );
}
