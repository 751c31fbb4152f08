'use client';
import { EnvelopeIcon } from '@heroicons/react/24/outline';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses, Field, FieldFrame } from '@/components/ui/field';
import { useAuth } from '@/context/auth-context';
import { errorMessage, fieldErrors } from '@/lib/api/errors';
import { requestBackInStock } from '@/lib/api/wishlist';
import type { ProductSize } from '@/lib/types';

interface BackInStockFormProps {
  productId: number;
  /** The sold-out size(s) to offer: one (the size the shopper chose) or several (a choice is shown). */
  sizes: ProductSize[];
}

/**
 * "Email me when it's back" for a sold-out size: one click for a signed-in shopper (their account's address),
 * an email field for a visitor. The shop sends one email when the size is restocked.
 */
export function BackInStockForm({ productId, sizes }: BackInStockFormProps) {
  const { isAuthenticated } = useAuth();
  const headingId = useId();
  const [sizeId, setSizeId] = useState(sizes[0]?.id);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ email: string; label: string; pending: boolean }>();
  const size = sizes.find((s) => s.id === sizeId) ?? sizes[0];
  if (!size) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isAuthenticated && !email.trim()) {
      setErrors({ email: 'Please enter your email address.' });
      return;
    }
    setSending(true);
    setErrors({});
    try {
      const answer = await requestBackInStock(productId, size.id, isAuthenticated ? undefined : email.trim());
      setDone({ email: answer.email, label: size.label, pending: answer.status === 'pending_confirmation' });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors({
        email: fields.email,
        form: fields.product_size_id ?? (fields.email ? undefined : errorMessage(error)),
      });
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <p role="status" className="flex items-start gap-2 text-sm font-semibold text-sage-700">
        <EnvelopeIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {done.pending ? (
          // The API confirms an address that is not the signed-in account's by a link before any alert goes there.
          <span>
            Almost done: we sent a link to {done.email}. Follow it to confirm, and we will email you once when size{' '}
            {done.label} is back.
          </span>
        ) : (
          <span>
            Thank you! We will email {done.email} once when size {done.label} is back.
          </span>
        )}
      </p>
    );
  }

  return (
    <form onSubmit={submit} aria-labelledby={headingId} noValidate className="flex flex-col gap-3">
      <p id={headingId} className="text-sm font-semibold text-ink">
        {sizes.length === 1 ? `Want size ${size.label}? We can tell you when it is back.` : 'Want a sold-out size?'}
      </p>
      {sizes.length > 1 && (
        <FieldFrame label="Sold-out size">
          {(control) => (
            <select
              className={controlClasses}
              value={size.id}
              onChange={(e) => setSizeId(Number(e.target.value))}
              {...control}
            >
              {sizes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      )}
      {!isAuthenticated && (
        <Field
          label="Your email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setErrors({});
          }}
          error={errors.email}
          required
        />
      )}
      <div>
        <Button type="submit" variant="secondary" loading={sending}>
          <EnvelopeIcon aria-hidden="true" className="size-5" />
          Email me when it&apos;s back
        </Button>
      </div>
      {errors.form && (
        <p role="alert" className="text-sm font-semibold text-terracotta-700">
          {errors.form}
        </p>
      )}
    </form>
  );
}
