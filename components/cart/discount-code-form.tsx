'use client';
import { applyDiscountBody } from '@fabric-tales/contract';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Money } from '@/components/ui/money';
import { useCart } from '@/context/cart-context';
import { applyDiscountCode, removeDiscountCode } from '@/lib/api/discounts';
import { errorMessage } from '@/lib/api/errors';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';

/** The contract's body, with the cart's own words for an empty field. */
const codeForm = z.object({
  code: z.string().trim().min(1, 'Enter a discount code.').pipe(applyDiscountBody.shape.code),
});

/**
 * The cart's discount code: apply one (the server says why a code cannot be used, on the field), see what it
 * takes off, remove it. A code that stopped applying (the cart fell below its minimum, it ran out) is
 * explained once.
 */
export function DiscountCodeForm() {
  const { cart, loadCart } = useCart();
  const form = useZodForm(codeForm, { defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const discount = cart?.discount;
  const removed = cart?.discount_removed;
  const [removing, setRemoving] = useState(false);

  const apply = form.handleSubmit(async ({ code }) => {
    try {
      await applyDiscountCode(code);
    } catch (error) {
      return showServerErrors(form, error, 'The code could not be applied.');
    }
    await loadCart();
    toast.success('Your discount code is applied.');
    form.reset();
  });

  async function remove() {
    setRemoving(true);
    try {
      await removeDiscountCode();
      await loadCart();
      toast.success('The discount code is removed.');
    } catch (error) {
      toast.error(errorMessage(error, 'The code could not be removed.'));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <div className="mt-5 border-t border-linen-200 pt-4">
      {removed && (
        <p role="status" className="mb-3 rounded-lg bg-terracotta-400/15 px-3 py-2 text-sm text-terracotta-700">
          The code {removed.code} was removed: {removed.reason}
        </p>
      )}
      {discount ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <p>
            Code <strong>{discount.code}</strong> applied: −<Money amount={discount.amount} />
          </p>
          <Button variant="ghost" className="!min-h-0 !px-0" loading={removing} onClick={() => void remove()}>
            Remove<span className="sr-only"> code {discount.code}</span>
          </Button>
        </div>
      ) : (
        <form onSubmit={apply} noValidate className="flex items-start gap-2">
          <Field
            label="Discount code"
            className="flex-1"
            autoComplete="off"
            autoCapitalize="characters"
            {...form.register('code')}
            error={errors.code?.message ?? serverMessage(form)}
          />
          <Button type="submit" variant="secondary" loading={isSubmitting} className="mt-6">
            Apply
          </Button>
        </form>
      )}
    </div>
  );
}
