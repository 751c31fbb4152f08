'use client';
import { useShopConfig } from '@/context/shop-config';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FormAlert } from '@/components/account/form-alert';
import { safeNext } from '@/components/account/safe-next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useAuth } from '@/context/auth-context';
import { fieldErrors } from '@/lib/api/errors';

const empty = { username: '', email: '', password: '', first_name: '', last_name: '' };

/** Registration; on success the new shopper is signed in straight away (no second form to fill). */
export function RegisterForm() {
  const { register, login } = useAuth();
  const router = useRouter();
  const next = safeNext(useSearchParams().get('next'));
  const minimum = useShopConfig().password_min_length;
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const set = (name: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (values.password.length < minimum) {
      setErrors({ password: `Your password must be at least ${minimum} characters.` });
      return;
    }
    setBusy(true);
    setErrors({});
    const data = { ...values, username: values.username.trim(), email: values.email.trim() };
    try {
      await register(data);
    } catch (error) {
      const found = fieldErrors(error);
      setErrors(Object.keys(found).length ? found : { form: 'We could not create your account. Please try again.' });
      setBusy(false);
      return;
    }
    try {
      const result = await login(data.email, data.password);
      toast.success('Welcome to Fabric Tales! Your account is ready.');
      router.replace(result.twoFactorRequired ? '/login' : next);
    } catch {
      toast.success('Your account is ready. Please sign in.');
      router.replace('/login');
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert message={errors.form} />
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        required
        value={values.username}
        onChange={set('username')}
        error={errors.username}
      />
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={`At least ${minimum} characters.`}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First name"
          name="first_name"
          autoComplete="given-name"
          value={values.first_name}
          onChange={set('first_name')}
          error={errors.first_name}
        />
        <Field
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={set('last_name')}
          error={errors.last_name}
        />
      </div>
      <Button type="submit" loading={busy}>
        Create account
      </Button>
    </form>
  );
}
