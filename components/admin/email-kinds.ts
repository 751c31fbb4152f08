import { emailKinds } from '@fabric-tales/contract';
import { statusLabel } from '@/components/ui/order-status-badge';

/** The kinds of email the shop sends (the contract's list); unknown kinds still show, just without a filter entry. */
export const EMAIL_KINDS: readonly string[] = emailKinds;

export const EMAIL_STATUSES = ['queued', 'sending', 'sent', 'logged', 'failed'];

const LABELS: Record<string, string> = {
  contact_ack: 'Contact acknowledgement',
  two_factor_enabled: 'Two-factor enabled',
};

export const kindLabel = (kind: string) => LABELS[kind] ?? statusLabel(kind.replace(/_/g, ' '));
