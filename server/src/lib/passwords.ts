import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

const options = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real verification when there is no account, so timing does not reveal which emails exist. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no-such-account-placeholder');
  await verifyPassword(await dummyHash, password);
  return false;
}

import { PASSWORD_MAX, PASSWORD_MIN } from '@fabric-tales/contract';

export { PASSWORD_MAX, PASSWORD_MIN };

let common: Set<string> | undefined;
const isCommon = (password: string) => (common ??= new Set(dictionary['passwords-common'])).has(password.toLowerCase());

/** Django's password validators: every problem with a new password, in its messages; empty when it is acceptable. */
export function passwordProblems(password: string, user: { username?: string; email?: string }): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) {
    problems.push(`This password is too short. It must contain at least ${PASSWORD_MIN} characters.`);
  }
  if (password.length > PASSWORD_MAX) {
    problems.push(`This password is too long. It must contain at most ${PASSWORD_MAX} characters.`);
  }
  const lower = password.toLowerCase();
  const email = user.email?.toLowerCase();
  if (user.username && lower === user.username.toLowerCase())
    problems.push('The password is too similar to the username.');
  if (email && (lower === email || lower === email.split('@')[0])) {
    problems.push('The password is too similar to the email address.');
  }
  if (isCommon(password)) problems.push('This password is too common.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  return problems;
}
