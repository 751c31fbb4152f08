'use client';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { requestPasswordReset } from '@/lib/api/account';
import { errorMessage, fieldErrors } from '@/lib/api/errors';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setErrors({ email: 'Enter the email address of your account.' });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(found.email ? found : { form: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <p role="status" className="rounded-lg bg-sage-100 px-4 py-3 text-sm text-sage-700">
        If an account exists for <strong>{email.trim()}</strong>, we have sent it a link to reset the password. The link
        works for one hour.
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={errors.form} />
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <Button type="submit" loading={busy}>
        Send reset link
      </Button>
    </form>
  );
}
