'use client';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useCart } from '@/context/cart-context';
import { applyDiscountCode, codeRefusal, removeDiscountCode } from '@/lib/api/discounts';
import { errorMessage } from '@/lib/api/errors';
import { Money } from '@/components/ui/money';

/**
 * The cart's discount code: apply one (the server says why a code cannot be used), see what it takes off,
 * remove it. A code that stopped applying (the cart fell below its minimum, it ran out) is explained once.
 */
export function DiscountCodeForm() {
  const { cart, loadCart } = useCart();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const discount = cart?.discount;
  const removed = cart?.discount_removed;

  async function run(call: () => Promise<unknown>, done: string) {
    setBusy(true);
    setError(undefined);
    try {
      await call();
      await loadCart();
      toast.success(done);
      setCode('');
    } catch (err) {
      setError(codeRefusal(err) ?? errorMessage(err, 'The code could not be applied.'));
    } finally {
      setBusy(false);
    }
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError('Enter a discount code.');
    void run(() => applyDiscountCode(code.trim()), 'Your discount code is applied.');
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
          <Button
            variant="ghost"
            className="!min-h-0 !px-0"
            loading={busy}
            onClick={() => void run(removeDiscountCode, 'The discount code is removed.')}
          >
            Remove<span className="sr-only"> code {discount.code}</span>
          </Button>
        </div>
      ) : (
        <form onSubmit={apply} noValidate className="flex items-start gap-2">
          <Field
            label="Discount code"
            className="flex-1"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(e) => setCode(e.target.value)}
            error={error}
          />
          <Button type="submit" variant="secondary" loading={busy} className="mt-6">
            Apply
          </Button>
        </form>
      )}
    </div>
  );
}
