'use client';
import { registerBody } from '@fabric-tales/contract';
import { useRouter, useSearchParams } from 'next/navigation';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/ui/form-alert';
import { landingAfterSignIn } from '@/components/account/safe-next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useAuth } from '@/context/auth-context';
import { useShopConfig } from '@/context/shop-config';
import { localCartPieces } from '@/lib/cart/use-local-cart-pieces';
import { newPasswordAtLeast } from '@/lib/forms/password-rule';
import { serverMessage, showServerErrors, useZodForm } from '@/lib/forms/zod-form';

const empty = { username: '', email: '', password: '', first_name: '', last_name: '' };

/** Registration (the contract's body); on success the new shopper is signed in straight away. */
export function RegisterForm() {
  const { register, login } = useAuth();
  const router = useRouter();
  const next = useSearchParams().get('next');
  const minimum = useShopConfig().password_min_length;
  const form = useZodForm(registerBody.extend({ password: newPasswordAtLeast(minimum) }), { defaultValues: empty });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (data) => {
    // Read before signing in: the spec's sync empties the local cart 200 ms after the login event.
    const landing = landingAfterSignIn(next, localCartPieces() > 0);
    try {
      await register(data);
    } catch (error) {
      showServerErrors(form, error, 'We could not create your account. Please try again.');
      return;
    }
    try {
      const result = await login(data.email, data.password);
      toast.success('Welcome to Fabric Tales! Your account is ready.');
      router.replace(result.twoFactorRequired ? '/login' : landing);
    } catch {
      toast.success('Your account is ready. Please sign in.');
      router.replace('/login');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={serverMessage(form)} />
      <FormField form={form} name="username" label="Username" autoComplete="username" required />
      <FormField form={form} name="email" label="Email" type="email" autoComplete="email" required />
      <FormField
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${minimum} characters.`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="first_name" label="First name" autoComplete="given-name" />
        <FormField form={form} name="last_name" label="Last name" autoComplete="family-name" />
      </div>
      <Button type="submit" loading={isSubmitting}>
        Create account
      </Button>
    </form>
  );
}
