'use client';
import { changePasswordBody } from '@fabric-tales/contract';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/ui/form-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useShopConfig } from '@/context/shop-config';
import { changePassword } from '@/lib/api/account';
import { newPasswordAtLeast } from '@/lib/forms/password-rule';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';

/** The contract's change-password body, with the shop's minimum (GET /api/config/) checked before sending. */
function changePasswordForm(minimum: number) {
  return changePasswordBody
    .pick({ old_password: true, new_password: true })
    .extend({ new_password: newPasswordAtLeast(minimum) });
}

export function ChangePasswordForm() {
  const minimum = useShopConfig().password_min_length;
  const form = useZodForm(changePasswordForm(minimum), { defaultValues: { old_password: '', new_password: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ old_password, new_password }) => {
    try {
      await changePassword(old_password, new_password);
      form.reset();
      toast.success('Your password has been changed.');
    } catch (error) {
      showServerErrors(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={serverMessage(form)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="old_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <FormField form={form} name="new_password" label="New password" type="password" autoComplete="new-password" />
      </div>
      <div>
        <Button type="submit" loading={isSubmitting}>
          Change password
        </Button>
      </div>
    </form>
  );
}
