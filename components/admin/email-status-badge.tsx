import { Badge, type BadgeTone } from '@/components/ui/badge';
import { kindLabel } from '@/components/admin/email-kinds';
import type { EmailLog } from '@/lib/types';

const TONES: Record<EmailLog['status'], BadgeTone> = {
  queued: 'neutral',
  sending: 'neutral',
  sent: 'sage',
  logged: 'plum',
  failed: 'danger',
};

export function EmailStatusBadge({ status }: { status: EmailLog['status'] }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{kindLabel(status)}</Badge>;
}
