'use client';
import { forgotPasswordBody } from '@fabric-tales/contract';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { requestPasswordReset } from '@/lib/api/account';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const form = useZodForm(forgotPasswordBody, { defaultValues: { email: '' } });
  const { isSubmitting } = form.formState;
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  if (sentTo !== null) {
    return (
      <p role="status" className="rounded-lg bg-sage-100 px-4 py-3 text-sm text-sage-700">
        If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the password. The link works
        for one hour.
      </p>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={serverMessage(form)} />
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <Button type="submit" loading={isSubmitting}>
        Send reset link
      </Button>
    </form>
  );
}
