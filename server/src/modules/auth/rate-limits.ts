import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../../lib/secure-tokens';
import { counter, oncePerApp, type Window } from '../../plugins/throttle';
import { signInEvent } from './sign-in-log';

/**
 * Per client IP (every request), per account (the email in the body) and per (account, client IP) pair.
 * Sign-in failures never lock an account: they block the pair that made them and slow the account down for
 * everyone (`accountDelayMs`), so an attacker's guesses from one address cannot stop the owner signing in from
 * another (OWASP Authentication Cheat Sheet, ASVS 5.0 V6.3).
 */
export const LIMITS = {
  login: { ip: { max: 60, seconds: 60 }, pairAttempts: { max: 10, seconds: 15 * 60 } },
  verifyLogin2fa: { ip: { max: 30, seconds: 60 }, pairAttempts: { max: 10, seconds: 15 * 60 } },
  register: { ip: { max: 50, seconds: 10 * 60 }, account: { max: 5, seconds: 10 * 60 } },
  forgotPassword: { ip: { max: 20, seconds: 15 * 60 }, account: { max: 5, seconds: 15 * 60 } },
  /** Passwords (or codes) checked behind a token: change-password, disable-2fa, email change, account deletion. */
  passwordCheck: { accountAttempts: { max: 10, seconds: 15 * 60 }, ipAttempts: { max: 20, seconds: 15 * 60 } },
} satisfies Record<string, Record<string, Window>>;

/** Failed sign-ins per account over 15 minutes (from any address); counted, never refused. */
const ACCOUNT_FAILURES: Window = { max: 1_000_000, seconds: 15 * 60 };
/** Failures an account takes before its sign-ins are slowed, and the growing delay after that. */
export const ACCOUNT_DELAY = { freeFailures: 5, firstMs: 250, maxMs: 4_000 };

/** 0 for the first failures, then 250 ms doubling with each failure, capped at 4 s. */
export const accountDelayMs = (failures: number) =>
  failures <= ACCOUNT_DELAY.freeFailures
    ? 0
    : Math.min(ACCOUNT_DELAY.maxMs, ACCOUNT_DELAY.firstMs * 2 ** (failures - ACCOUNT_DELAY.freeFailures - 1));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The account a request names, hashed: counters (possibly in Redis) hold no email addresses. */
const emailOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return sha256(typeof email === 'string' ? email.trim().toLowerCase() : '').slice(0, 32);
};

/** The shared counter, whose refusals of a sign-in or a password check are written to the sign-in log. */
const authCounter = (app: FastifyInstance, name: string, window: Window, key: (req: FastifyRequest) => string) =>
  counter(app, name, window, key, (req) => signInEvent(app, 'lockout', { ip: req.ip, limit: name }));

/** A preHandler that holds a sign-in back by the account's growing delay (before the password is checked). */
function slowedByAccount(app: FastifyInstance, failures: ReturnType<typeof authCounter>) {
  return async (req: FastifyRequest) => {
    const delay = accountDelayMs(await failures.current(req));
    if (delay === 0) return;
    signInEvent(app, 'throttled', { ip: req.ip, delay_ms: delay });
    await sleep(delay);
  };
}

/** The counters of each throttled call, created once per app. */
export function authLimiters(app: FastifyInstance) {
  const ip = (req: FastifyRequest) => req.ip;
  const pair = (req: FastifyRequest) => `${emailOf(req)}:${req.ip}`;
  const signIn = (name: string, limits: typeof LIMITS.login) => {
    const perIp = authCounter(app, `${name}-ip`, limits.ip, ip);
    const perPair = authCounter(app, `${name}-pair`, limits.pairAttempts, pair);
    const perAccount = authCounter(app, `${name}-account`, ACCOUNT_FAILURES, emailOf);
    return {
      /**
       * preHandlers, before the password or code is checked: the IP and the (account, address) pair count every
       * attempt and refuse once over (the count decides, so a burst gets no more checks than the limit); the
       * account waits by its failures.
       */
      guards: [perIp.hit, perPair.hit, slowedByAccount(app, perAccount)],
      /** `slowsAccount: false` for tries that prove nothing (no challenge): they must not slow the owner down. */
      failed: async (req: FastifyRequest, slowsAccount = true) => {
        if (slowsAccount) await perAccount.count(req);
      },
    };
  };
  const login = signIn('login', LIMITS.login);
  const verifyLogin2fa = signIn('2fa', LIMITS.verifyLogin2fa);
  const register = {
    ip: authCounter(app, 'register-ip', LIMITS.register.ip, ip),
    account: authCounter(app, 'register-account', LIMITS.register.account, emailOf),
  };
  const forgot = {
    ip: authCounter(app, 'forgot-ip', LIMITS.forgotPassword.ip, ip),
    account: authCounter(app, 'forgot-account', LIMITS.forgotPassword.account, emailOf),
  };
  return {
    login: login.guards,
    loginFailed: login.failed,
    verifyLogin2fa: verifyLogin2fa.guards,
    verifyLogin2faFailed: verifyLogin2fa.failed,
    register: [register.ip.hit, register.account.hit],
    forgotPassword: [forgot.ip.hit, forgot.account.hit],
  };
}

export type AuthLimiters = ReturnType<typeof authLimiters>;

/**
 * Checks a password (or code) of the signed-in user like sign-in: every check is counted before it is made, per
 * account and per client address, and refused with 429 and Retry-After once either is over its limit, from every
 * caller that checks one (each memory counter is per createRateLimit call, so the pair is made once per app and
 * shared).
 */
export type PasswordCheck = (
  req: FastifyRequest,
  reply: FastifyReply,
  user: { id: number; dateJoined: Date },
  check: () => Promise<boolean>,
) => Promise<boolean>;
/** An account's key in counters: its id and join time (ids repeat across databases that may share one Redis). */
export const accountKey = (user: { id: number; dateJoined: Date }) => `${user.id}.${user.dateJoined.getTime()}`;

export function passwordCheckThrottle(app: FastifyInstance): PasswordCheck {
  return oncePerApp(app, 'password-check', () => {
    const limits = LIMITS.passwordCheck;
    const perAccount = authCounter(app, 'pwcheck-account', limits.accountAttempts, () => '');
    const perIp = authCounter(app, 'pwcheck-ip', limits.ipAttempts, (req) => req.ip);
    const check: PasswordCheck = async (req, reply, user, verify) => {
      await perAccount.hitFor(accountKey(user), req, reply);
      await perIp.hit(req, reply);
      return verify();
    };
    return check;
  });
}
