import { repairStatusLabels, type Repair } from '@/lib/api/repairs';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A repair's steps, oldest first, each with the shop's message and, once shipped, the tracking number. */
export function RepairTimeline({ history }: { history: Repair['status_history'] }) {
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
            <p className={`font-semibold ${last ? 'text-plum-800' : 'text-ink'}`}>
              {repairStatusLabels[step.status] ?? step.status}
            </p>
            <p className="text-sm text-ink-soft">
              <time dateTime={step.at}>{dateTime.format(new Date(step.at))}</time>
            </p>
            {step.message && <p className="mt-1 text-sm">{step.message}</p>}
            {step.tracking_number && <p className="mt-1 text-sm">Tracking number: {step.tracking_number}</p>}
          </li>
        );
      })}
    </ol>
  );
}
