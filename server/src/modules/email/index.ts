import type { FastifyInstance } from 'fastify';

/** The email outbox (`app.outbox`), the shared layout and the account emails. */
export { REDACTED, type OutgoingEmail, type LinkIssuer } from './outbox';
export { GREETING, renderEmail, type ShopIdentity } from './layout';
export * from './templates';

/** Admin "resend": queues the logged email again; null when there is no such email. */
export const resendEmail = (app: FastifyInstance, id: number) => app.outbox.resend(id);
