import type { FastifyInstance } from 'fastify';

export type SignInEvent =
  | 'login_succeeded'
  | 'login_failed'
  | 'two_factor_challenge'
  | 'two_factor_failed'
  | 'lockout'
  | 'throttled'
  | 'token_reuse'
  | 'logout'
  | 'password_changed'
  | 'password_reset'
  | 'two_factor_disabled'
  | 'email_change_requested'
  | 'email_changed'
  | 'account_deleted';

/**
 * One structured JSON log line per sign-in event (`{"event": "auth.login_failed", ...}`). Callers pass ids,
 * reasons and the client's IP only: never a password, token, code or secret.
 */
export function signInEvent(
  app: FastifyInstance,
  event: SignInEvent,
  fields: { user_id?: number; ip?: string; reason?: string; [key: string]: string | number | undefined },
) {
  const level = event === 'login_succeeded' || event === 'logout' || event === 'two_factor_challenge' ? 'info' : 'warn';
  app.log[level]({ event: `auth.${event}`, ...fields }, `sign-in event: ${event}`);
}
