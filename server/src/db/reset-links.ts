import { randomToken, sha256 } from '../lib/secure-tokens';
import type { Executor } from './executor';
import { passwordResetTokens } from './schema';

/** A link the operator hands over by hand (first start, the admin command): a day to use it, once. */
export const HANDED_LINK_SECONDS = 24 * 60 * 60;

/**
 * A password reset token for the user: stored only as its hash, spent by the first reset (the same tokens the
 * reset email carries, so the storefront's reset-password page sets the password either way).
 */
export async function issueResetToken(tx: Executor, userId: number, now: Date, seconds: number): Promise<string> {
  const token = randomToken();
  await tx.insert(passwordResetTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + seconds * 1000),
    createdAt: now,
  });
  return token;
}

/** The storefront page that takes a reset token. */
export const resetPasswordUrl = (frontendUrl: string, token: string) => `${frontendUrl}/reset-password/${token}`;
