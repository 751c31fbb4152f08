import type { FastifyInstance } from 'fastify';
import { acceptEmptyJson } from '../../lib/lenient-json';
import { accountRoutes } from './account-routes';
import { resetLinkIssuer, RESET_LINK } from './passwords';
import { authLimiters } from './rate-limits';
import { sessionRoutes } from './session-routes';
import { twoFactorRoutes } from './two-factor-routes';

/** What the module puts into the platform on every instance, a worker's too (its jobs deliver the reset links). */
export function authPlatform(app: FastifyInstance) {
  app.outbox.registerLinkIssuer(RESET_LINK, resetLinkIssuer(app));
}

/** The auth calls of docs/api.md ("Tokens", "Accounts"): sign-in, tokens, registration, passwords, two-factor. */
export default async function authModule(app: FastifyInstance) {
  acceptEmptyJson(app, {});
  const limits = authLimiters(app);
  sessionRoutes(app, limits);
  accountRoutes(app, limits);
  twoFactorRoutes(app);
}
