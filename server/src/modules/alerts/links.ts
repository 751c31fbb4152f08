import { and, eq, isNull } from 'drizzle-orm';
import { backInStockRequests } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/secure-tokens';
import type { LinkIssuer } from '../../plugins/outbox';

/** The outbox issuers of the alert emails' links (`{requestId}`); their tokens are stored only as hashes. */
export const UNSUBSCRIBE_LINK = 'back_in_stock_unsubscribe';
export const CONFIRM_LINK = 'back_in_stock_confirm';
/** Days an alert waits for its confirmation (§20.2): then the retention job removes it and its link is unknown. */
export const ALERT_CONFIRM_DAYS = 30;

/**
 * Unsubscribe: a new token per email sent replaces the request's hash, so a resent email's link is the one that
 * works. Confirm: only while the request still waits for its confirmation.
 */
export function linkIssuers(): [string, LinkIssuer][] {
  const issueInto =
    (column: 'unsubscribeTokenHash' | 'confirmTokenHash', pendingOnly: boolean): LinkIssuer['issue'] =>
    async (tx, ref) => {
      const token = randomToken();
      const id = eq(backInStockRequests.id, Number(ref.requestId));
      const waiting = and(
        id,
        eq(backInStockRequests.confirmed, false),
        isNull(backInStockRequests.notifiedAt),
        isNull(backInStockRequests.unsubscribedAt),
      );
      const updated = await tx
        .update(backInStockRequests)
        .set({ [column]: sha256(token) })
        .where(pendingOnly ? waiting : id)
        .returning({ id: backInStockRequests.id });
      return updated.length ? token : null;
    };
  return [
    [UNSUBSCRIBE_LINK, { issue: issueInto('unsubscribeTokenHash', false) }],
    [CONFIRM_LINK, { issue: issueInto('confirmTokenHash', true) }],
  ];
}
