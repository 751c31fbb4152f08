'use client';
import { useCapabilities } from '@/context/shop-config';
import type { RetentionStatus } from '@fabric-tales/contract';
import { Panel } from '@/components/admin/panel';
import { useRetentionStatus } from '@/lib/api/queries/privacy';
import { formatDate } from '@/lib/format';

const LABELS: Record<keyof RetentionStatus['settings'], string> = {
  contact_messages: 'Contact messages',
  email_bodies: 'Email bodies',
  refresh_tokens: 'Expired sign-in tokens',
  password_resets: 'Expired password resets',
  failed_jobs: 'Failed background jobs',
  sign_in_records: 'Sign-in records',
  data_exports: 'Data exports',
  unconfirmed_alerts: 'Unconfirmed stock alerts',
};

const period = (days: number) => (days === 0 ? 'once expired' : `after ${days} day${days === 1 ? '' : 's'}`);

/**
 * On the dashboard: what the daily retention job removes and what its last run removed (§25.3). Hidden when the
 * backend has no such call.
 */
export function RetentionPanel() {
  const { data } = useRetentionStatus(useCapabilities().privacy);
  if (!data) return null;
  const rules = Object.keys(LABELS) as (keyof typeof LABELS)[];
  return (
    <Panel title="Data retention">
      <p className="mb-3 text-sm text-ink-soft">
        {data.last_run ? `Last run ${formatDate(data.last_run.ran_at)}.` : 'The daily retention job has not run yet.'}
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Retention periods and the last run</caption>
        <thead>
          <tr className="text-ink-soft">
            <th scope="col" className="py-1 font-semibold">
              Data
            </th>
            <th scope="col" className="py-1 font-semibold">
              Removed
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Last run
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-linen-200">
          {rules.map((rule) => (
            <tr key={rule}>
              <th scope="row" className="py-1 font-normal">
                {LABELS[rule]}
              </th>
              <td className="py-1">{period(data.settings[rule])}</td>
              <td className="py-1 text-right">{data.last_run?.removed[rule] ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
