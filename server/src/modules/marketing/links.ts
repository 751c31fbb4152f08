import { and, eq } from 'drizzle-orm';
import { marketingConsents, unsubscribeTokens } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/secure-tokens';
import type { LinkIssuer } from '../../plugins/outbox';
import { CONSENT_CONFIRM_LINK, UNSUBSCRIBE_LINK } from './emails';

/** How long a confirmation link works after it was asked for. */
export const CONFIRM_LINK_DAYS = 7;

/**
 * The issuers of the consent emails' links; like every one-time link of the shop, only the token's SHA-256 is
 * stored, so the email log and the database never hold a usable link (docs/security.md).
 *
 * Confirm: while the consent waits for it, a new token per email replaces the hash (a resent email's link is the one
 * that works). Unsubscribe: one token per email, kept, so every marketing email's link keeps working; only while
 * the address is confirmed, so an email written before an unsubscribe is never sent after it.
 */
export function consentLinkIssuers(): [string, LinkIssuer][] {
  const confirm: LinkIssuer = {
    async issue(tx, ref) {
      const token = randomToken();
      const updated = await tx
        .update(marketingConsents)
        .set({ confirmTokenHash: sha256(token) })
        .where(and(eq(marketingConsents.id, Number(ref.consentId)), eq(marketingConsents.status, 'pending')))
        .returning({ id: marketingConsents.id });
      return updated.length ? token : null;
    },
  };
  const unsubscribe: LinkIssuer = {
    async issue(tx, ref) {
      const consentId = Number(ref.consentId);
      const [confirmed] = await tx
        .select({ id: marketingConsents.id })
        .from(marketingConsents)
        .where(and(eq(marketingConsents.id, consentId), eq(marketingConsents.status, 'confirmed')));
      if (!confirmed) return null;
      const token = randomToken();
      await tx.insert(unsubscribeTokens).values({
        tokenHash: sha256(token),
        consentId,
        announcementId: ref.announcementId === undefined ? null : Number(ref.announcementId),
      });
      return token;
    },
  };
  return [
    [CONSENT_CONFIRM_LINK, confirm],
    [UNSUBSCRIBE_LINK, unsubscribe],
  ];
}
