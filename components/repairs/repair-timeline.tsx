import { Timeline } from '@/components/ui/timeline';
import { repairStatusLabels, type Repair } from '@/lib/api/repairs';

/** A repair's steps, oldest first, each with the shop's message and, once shipped, the tracking number. */
export function RepairTimeline({ history }: { history: Repair['status_history'] }) {
  return (
    <Timeline
      history={history}
      label={(status) => repairStatusLabels[status] ?? status}
      details={(step) => (
        <>
          {step.message && <p className="mt-1 text-sm">{step.message}</p>}
          {step.tracking_number && <p className="mt-1 text-sm">Tracking number: {step.tracking_number}</p>}
        </>
      )}
    />
  );
}
