'use client';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { controlClasses, Field, FieldFrame } from '@/components/ui/field';
import { statusLabel } from '@/components/ui/order-status-badge';
import { ORDER_TRANSITIONS, updateAdminOrder } from '@/lib/api/admin';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import type { Order, OrderStatus } from '@/lib/types';

/** Offers only the moves the API allows from the order's current status; each move emails the customer. */
export function OrderStatusForm({ order, onSaved }: { order: Order; onSaved: (o: Order) => void }) {
  const allowed = ORDER_TRANSITIONS[order.status] ?? [];
  const [status, setStatus] = useState<OrderStatus | ''>(allowed[0] ?? '');
  const [tracking, setTracking] = useState(order.tracking_number ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  if (allowed.length === 0)
    return <p className="text-sm text-ink-soft">This order is {order.status}; its status can no longer change.</p>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!status) return;
    setBusy(true);
    setErrors({});
    try {
      const saved = await updateAdminOrder(order.id, {
        status,
        ...(tracking.trim() ? { tracking_number: tracking.trim() } : {}),
      });
      onSaved(saved);
      setStatus(ORDER_TRANSITIONS[saved.status]?.[0] ?? '');
      toast.success(`Order ${saved.number} is now ${saved.status}.`);
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(errorMessage(error, 'The status could not be changed.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FieldFrame label="New status" error={errors.status}>
        {(control) => (
          <select
            className={controlClasses}
            value={status}
            onChange={(e) => setStatus(e.target.value as OrderStatus)}
            {...control}
          >
            {allowed.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {status === 'shipped' && (
        <Field
          label="Tracking number"
          value={tracking}
          onChange={(e) => setTracking(e.target.value)}
          error={errors.tracking_number}
          hint="Optional; the customer sees it in the email."
        />
      )}
      {errors.form && (
        <p role="alert" className="text-sm text-terracotta-700">
          {errors.form}
        </p>
      )}
      <Button type="submit" loading={busy} variant={status === 'cancelled' ? 'danger' : 'primary'}>
        {status === 'cancelled' ? 'Cancel order' : `Mark as ${status}`}
      </Button>
    </form>
  );
}
