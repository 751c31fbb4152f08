import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/errors';
import { sha256 } from '../../lib/secure-tokens';
import { signInEvent } from './sign-in-log';

interface Window {
  max: number;
  seconds: number;
}

/** Per client IP (every request) and per account (the email in the body; failures only where noted). */
export const LIMITS = {
  login: { ip: { max: 60, seconds: 60 }, accountFailures: { max: 10, seconds: 15 * 60 } },
  verifyLogin2fa: { ip: { max: 30, seconds: 60 }, accountFailures: { max: 10, seconds: 15 * 60 } },
  register: { ip: { max: 50, seconds: 10 * 60 }, account: { max: 5, seconds: 10 * 60 } },
  forgotPassword: { ip: { max: 20, seconds: 15 * 60 }, account: { max: 5, seconds: 15 * 60 } },
} satisfies Record<string, Record<string, Window>>;

/** The account a request names, hashed: counters (possibly in Redis) hold no email addresses. */
const emailOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return sha256(typeof email === 'string' ? email.trim().toLowerCase() : '').slice(0, 32);
};

function throttled(reply: FastifyReply, ttlSeconds: number) {
  const wait = Math.max(1, ttlSeconds);
  reply.header('Retry-After', String(wait));
  return new ApiError(429, { detail: `Request was throttled. Expected available in ${wait} seconds.` });
}

/**
 * A named counter on @fastify/rate-limit's store (memory, or Redis with REDIS_URL). `hit` counts a request
 * and refuses it once over the limit; `guard` only refuses while the limit is used up; `count` adds one
 * (a failure) without refusing. All do nothing when the app runs with rate limits off.
 */
export function counter(app: FastifyInstance, name: string, window: Window, key: (req: FastifyRequest) => string) {
  const limiter = app.createRateLimit({
    max: window.max,
    timeWindow: window.seconds * 1000,
    keyGenerator: (req) => `${name}:${key(req)}`,
  });
  const off = () => app.config.rateLimit === false;
  return {
    async hit(req: FastifyRequest, reply: FastifyReply) {
      if (off()) return;
      const state = await limiter(req);
      if (!state.isAllowed && state.isExceeded) throw throttled(reply, state.ttlInSeconds);
    },
    async guard(req: FastifyRequest, reply: FastifyReply) {
      if (off()) return;
      const state = await limiter(req, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        signInEvent(app, 'lockout', { ip: req.ip, limit: name });
        throw throttled(reply, state.ttlInSeconds);
      }
    },
    async count(req: FastifyRequest) {
      if (off()) return;
      await limiter(req);
    },
  };
}

/** The per-IP and per-account counters of each throttled call, created once per app. */
export function authLimiters(app: FastifyInstance) {
  const ip = (req: FastifyRequest) => req.ip;
  const login = {
    ip: counter(app, 'login-ip', LIMITS.login.ip, ip),
    account: counter(app, 'login-account', LIMITS.login.accountFailures, emailOf),
  };
  const verifyLogin2fa = {
    ip: counter(app, '2fa-ip', LIMITS.verifyLogin2fa.ip, ip),
    account: counter(app, '2fa-account', LIMITS.verifyLogin2fa.accountFailures, emailOf),
  };
  const register = {
    ip: counter(app, 'register-ip', LIMITS.register.ip, ip),
    account: counter(app, 'register-account', LIMITS.register.account, emailOf),
  };
  const forgot = {
    ip: counter(app, 'forgot-ip', LIMITS.forgotPassword.ip, ip),
    account: counter(app, 'forgot-account', LIMITS.forgotPassword.account, emailOf),
  };
  return {
    /** preHandlers: IP counts every attempt; the account is refused only after too many failures. */
    login: [login.ip.hit, login.account.guard],
    loginFailed: login.account.count,
    verifyLogin2fa: [verifyLogin2fa.ip.hit, verifyLogin2fa.account.guard],
    verifyLogin2faFailed: verifyLogin2fa.account.count,
    register: [register.ip.hit, register.account.hit],
    forgotPassword: [forgot.ip.hit, forgot.account.hit],
  };
}

export type AuthLimiters = ReturnType<typeof authLimiters>;
