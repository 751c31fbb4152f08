'use client';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { CarrierOptions } from '@/components/admin/carrier-options';
import { Button } from '@/components/ui/button';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { statusLabel } from '@/components/ui/order-status-badge';
import { FormAlert } from '@/components/ui/form-alert';
import { orderStatus } from '@fabric-tales/contract';
import { ORDER_TRANSITIONS } from '@/lib/api/admin';
import { useUpdateOrderStatus } from '@/lib/api/queries/admin';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';
import type { Order } from '@/lib/types';

const unlessBlank = (v: string) => v || undefined;

// PATCH /api/admin/orders/{id}/ as this form fills it: the contract's status, a carrier and a tracking number only
// when given.
const statusChange = z.object({
  status: orderStatus,
  tracking_number: z.string().trim().max(100, 'At most 100 characters.').transform(unlessBlank),
  carrier: z.string().transform(unlessBlank),
});

/** Offers only the moves the API allows from the order's current status; each move emails the customer. */
export function OrderStatusForm({ order }: { order: Order }) {
  const allowed = ORDER_TRANSITIONS[order.status] ?? [];
  const update = useUpdateOrderStatus(order.id);
  const form = useZodForm(statusChange, {
    defaultValues: { status: allowed[0], tracking_number: order.tracking_number ?? '', carrier: order.carrier ?? '' },
  });
  const { errors } = form.formState;
  const status = form.watch('status');

  if (allowed.length === 0)
    return <p className="text-sm text-ink-soft">This order is {order.status}; its status can no longer change.</p>;

  const submit = form.handleSubmit(async (change) => {
    try {
      // The order, the orders lists and the dashboard are refreshed by the mutation.
      const saved = await update.mutateAsync(change);
      toast.success(`Order ${saved.number} is now ${saved.status}.`);
    } catch (error) {
      showServerErrors(form, error, 'The status could not be changed.');
      toast.error(serverMessage(form) ?? 'The status could not be changed.');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FieldFrame label="New status" error={errors.status?.message}>
        {(control) => (
          <select className={controlClasses} {...form.register('status')} {...control}>
            {allowed.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {status === 'shipped' && (
        <>
          <FieldFrame
            label="Carrier"
            hint="With a tracking number, the customer gets a link to follow the parcel."
            error={errors.carrier?.message}
          >
            {(control) => (
              <select className={controlClasses} {...form.register('carrier')} {...control}>
                <CarrierOptions />
              </select>
            )}
          </FieldFrame>
          <FormField
            form={form}
            name="tracking_number"
            label="Tracking number"
            hint="Optional; the customer sees it in the email and on the order."
          />
        </>
      )}
      <FormAlert message={serverMessage(form)} />
      <Button
        type="submit"
        loading={form.formState.isSubmitting}
        variant={status === 'cancelled' ? 'danger' : 'primary'}
      >
        {status === 'cancelled' ? 'Cancel order' : `Mark as ${status}`}
      </Button>
    </form>
  );
}
