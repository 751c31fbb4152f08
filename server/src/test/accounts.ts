import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import type { TestApp } from './test-app';

/** Accounts made through the API itself (register, login, two-factor), for API tests of any module. */

let counter = 0;

/** A fresh, valid registration body. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return { username: `user${id}`, email: `user${id}@example.com`, password: 'Linen-Thread-42', ...overrides };
}

/** Registers an account and signs it in: the account's body and login's answer. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const account = newAccount(overrides);
  const reg = await t.request('POST', '/api/register/', { json: account });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
  const login = await t.request('POST', '/api/login/', { json: { email: account.email, password: account.password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return {
    ...account,
    id: reg.body.id as number,
    access: login.body.access as string,
    refresh: login.body.refresh as string,
  };
}

/** The code an authenticator app shows for `secret` at the app's clock, `steps` periods from now. */
export const codeAt = (t: TestApp, secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() + steps * 30_000 });

/** Turns two-factor on for a signed-in account: its secret and recovery codes. */
export async function enableTwoFactor(t: TestApp, access: string) {
  const setup = await t.request('POST', '/api/enable-2fa/', { token: access });
  if (setup.status !== 200) throw new Error(`enable-2fa failed: ${setup.text}`);
  const secret = setup.body.secret as string;
  const verify = await t.request('POST', '/api/verify-2fa/', { token: access, json: { otp: codeAt(t, secret) } });
  if (verify.status !== 200) throw new Error(`verify-2fa failed: ${verify.text}`);
  // The confirming code's step is spent: later codes come from the next step.
  t.clock.advance(30);
  return { secret, recoveryCodes: verify.body.recovery_codes as string[] };
}

export const claims = (token: string) => decodeJwt(token);
