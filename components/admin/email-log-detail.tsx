'use client';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { BackLink } from '@/components/admin/detail-heading';
import { kindLabel } from '@/components/admin/email-kinds';
import { EmailStatusBadge } from '@/components/admin/email-status-badge';
import { ListSkeleton } from '@/components/admin/list-skeleton';
import { Panel } from '@/components/admin/panel';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { resendEmail } from '@/lib/api/admin';
import { errorMessage } from '@/lib/api/errors';
import { useEmailLog } from '@/lib/api/queries/admin';
import type { EmailLogDetail as SentEmail } from '@fabric-tales/contract';
import { formatDateTime } from '@/lib/format';

/** One email as it was sent; its HTML runs in a sandbox with no scripts, forms or same-origin access. */
export function EmailLogDetail({ id }: { id: number }) {
  const email = useEmailLog(id);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await resendEmail(id);
      toast.success('The email is on its way again.');
      void email.refetch();
    } catch (error) {
      toast.error(errorMessage(error, 'The email could not be resent.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <QueryState
      query={email}
      loading={<ListSkeleton label="Loading the email…" rows={3} />}
      errorTitle="We could not load this email"
    >
      {(e) => <EmailView e={e} busy={busy} onResend={resend} />}
    </QueryState>
  );
}

/** The email's facts, its resend button and both of its versions. */
function EmailView({ e, busy, onResend }: { e: SentEmail; busy: boolean; onResend: () => void }) {
  const inFlight = e.status === 'queued' || e.status === 'sending';

  return (
    <>
      <BackLink href="/admin/notifications">All emails</BackLink>
      <div className="mb-6 mt-3 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-semibold text-plum-800">{e.subject}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
            To {e.to} · {kindLabel(e.kind)} · {formatDateTime(e.created_at)} <EmailStatusBadge status={e.status} />
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            {e.attempts === 1 ? '1 delivery attempt' : `${e.attempts} delivery attempts`}
            {e.sent_at ? ` · sent ${formatDateTime(e.sent_at)}` : ''}
          </p>
          {e.error && <p className="mt-2 text-sm text-terracotta-700">Last error: {e.error}</p>}
          {e.link_note && (
            <p data-testid="email-link-note" className="mt-2 max-w-prose text-sm text-ink-soft">
              {e.link_note}
            </p>
          )}
        </div>
        <div className="flex flex-col items-end gap-1">
          <Button onClick={onResend} loading={busy} disabled={inFlight}>
            Resend
          </Button>
          {inFlight && <p className="text-xs text-ink-soft">Being delivered: resend once it is sent or has failed.</p>}
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="HTML version">
          <iframe
            sandbox=""
            srcDoc={e.html ?? ''}
            title={`HTML of the email “${e.subject}”`}
            className="h-[32rem] w-full rounded-lg border border-linen-200 bg-white"
          />
        </Panel>
        <Panel title="Text version">
          <pre
            data-testid="email-text"
            tabIndex={0}
            role="region"
            aria-label="Text of the email"
            className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg bg-linen-100 p-4 font-mono text-sm text-ink"
          >
            {e.text}
          </pre>
        </Panel>
      </div>
    </>
  );
}
