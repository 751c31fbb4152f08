import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';

interface Step {
  status: string;
  at: string;
}

/**
 * Steps oldest first on a line, the latest marked: an order's journey and a repair's share the look. `label` names
 * a step's status; `details` adds what a step carries beyond its time (a repair's message and tracking number).
 */
export function Timeline<S extends Step>({
  history,
  label,
  details,
}: {
  history: S[];
  label: (status: S['status']) => ReactNode;
  details?: (step: S) => ReactNode;
}) {
  return (
    <ol className="relative ml-2 border-l-2 border-linen-300">
      {history.map((step, i) => {
        const last = i === history.length - 1;
        return (
          <li key={`${step.status}-${step.at}`} className="mb-5 ml-5 last:mb-0">
            <span
              aria-hidden="true"
              className={`absolute -left-[9px] mt-1 size-4 rounded-full border-2 border-white ${last ? 'bg-plum-700' : 'bg-linen-300'}`}
            />
            <p className={`font-semibold ${last ? 'text-plum-800' : 'text-ink'}`}>{label(step.status)}</p>
            <p className="text-sm text-ink-soft">
              <time dateTime={step.at}>{formatDateTime(step.at)}</time>
            </p>
            {details?.(step)}
          </li>
        );
      })}
    </ol>
  );
}
