'use client';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api/errors';
import { useCancelOrder } from '@/lib/api/queries/orders';
import type { Order } from '@/lib/types';

/** Cancel while pending, after a second, explicit confirmation. */
export function CancelOrderButton({ order }: { order: Order }) {
  const [confirming, setConfirming] = useState(false);
  const cancelling = useCancelOrder();
  const busy = cancelling.isPending;

  function cancel() {
    // The order and My Orders refresh from the cache once the API has answered.
    cancelling.mutate(order.id, {
      onSuccess: () => toast.success(`Order ${order.number} is cancelled.`),
      onError: (error) => toast.error(errorMessage(error, 'We could not cancel this order.')),
      onSettled: () => setConfirming(false),
    });
  }

  if (!confirming) {
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Cancel order
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label="Confirm cancellation"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-terracotta-400/15 p-4"
    >
      <p className="text-sm font-semibold">Cancel order {order.number}? This cannot be undone.</p>
      <Button variant="danger" onClick={cancel} loading={busy}>
        Yes, cancel it
      </Button>
      <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
        Keep my order
      </Button>
    </div>
  );
}
