import { statusLabel } from '@/components/ui/order-status-badge';

/** The kinds of email the shop sends (server outbox); unknown kinds still show, just without a filter entry. */
export const EMAIL_KINDS = [
  'welcome',
  'password_reset',
  'password_changed',
  'two_factor_enabled',
  'order_confirmation',
  'order_status',
  'contact',
  'contact_acknowledgement',
];

export const EMAIL_STATUSES = ['queued', 'sent', 'logged', 'failed'];

export const kindLabel = (kind: string) => statusLabel(kind.replace(/_/g, ' '));
