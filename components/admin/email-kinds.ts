import { emailKinds, emailStatuses } from '@fabric-tales/contract';
import { statusLabel } from '@/components/ui/order-status-badge';

/** The kinds of email the shop sends (the contract's list); unknown kinds still show, just without a filter entry. */
export const EMAIL_KINDS: readonly string[] = emailKinds;

/** The states of an email in the outbox (the contract's list). */
export const EMAIL_STATUSES: readonly string[] = emailStatuses;

const LABELS: Record<string, string> = {
  contact_ack: 'Contact acknowledgement',
  back_in_stock_confirm: 'Back-in-stock confirmation',
  two_factor_enabled: 'Two-factor enabled',
};

export const kindLabel = (kind: string) => LABELS[kind] ?? statusLabel(kind.replace(/_/g, ' '));
