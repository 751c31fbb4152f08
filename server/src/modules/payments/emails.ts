import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { emailLogs, users } from '../../db/schema';
import type { Executor } from '../cart/view';
import type { OutgoingEmail } from '../email/outbox';
import type { ShopIdentity } from '../email/layout';
import type { Customer } from '../orders/emails';

/**
 * Writes an order email's log row inside the caller's transaction, so the email exists exactly when its cause
 * committed. Delivery starts after the commit (`deliverQueued`); a row left `queued` by a crash stays in the
 * Email Logs for a resend.
 */
export async function queueOrderEmail(
  app: FastifyInstance,
  tx: Executor,
  userId: number,
  make: (shop: ShopIdentity, customer: Customer) => OutgoingEmail,
): Promise<number | null> {
  const [customer] = await tx
    .select({ email: users.email, username: users.username, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!customer) return null;
  const now = app.clock.now();
  const [row] = await tx
    .insert(emailLogs)
    .values({
      ...make(app.config, customer),
      status: app.config.smtpUrl ? 'queued' : 'logged',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: emailLogs.id });
  return row.id;
}

/** After the commit: hands queued rows to the outbox's delivery (nothing to do without SMTP). */
export async function deliverQueued(app: FastifyInstance, ids: number[]) {
  if (!app.config.smtpUrl) return;
  for (const id of ids) await app.outbox.resend(id);
}
