'use client';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useCapabilities } from '@/context/shop-config';
import { fieldErrors } from '@/lib/api/errors';
import { signUpForNewsletter } from '@/lib/api/marketing';
import type { ConsentSource } from '@fabric-tales/contract';

const NEWSLETTER_THANKS = 'Check your inbox to confirm your subscription.';

interface NewsletterFormProps {
  /** Which form the consent came from (§28.1): the home page's or Profile's. */
  source: Extract<ConsentSource, 'newsletter-home' | 'newsletter-profile'>;
  className?: string;
}

/**
 * The newsletter sign-up (§28.2), shared by the home page and Profile: the address gets a confirmation link first
 * (double opt-in), and the answer is the same whatever the address. Nothing unless the API lists `newsletter`.
 */
export function NewsletterForm({ source, className = '' }: NewsletterFormProps) {
  const { newsletter } = useCapabilities();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  if (!newsletter) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setError('Enter your email address.');
      return;
    }
    setSending(true);
    setError(undefined);
    try {
      await signUpForNewsletter(email.trim(), source);
      setDone(true);
    } catch (e) {
      // Only a malformed address is worth saying; anything else gets the one answer (nothing to learn from it).
      const invalid = fieldErrors(e).email;
      if (invalid) setError(invalid);
      else setDone(true);
    } finally {
      setSending(false);
    }
  }

  if (done)
    return (
      <p role="status" className={`font-semibold text-sage-700 ${className}`}>
        {NEWSLETTER_THANKS}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className={`flex flex-col gap-3 sm:flex-row sm:items-start ${className}`}>
      <Field
        label="Email address"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <Button type="submit" loading={sending} className="sm:mt-6">
        Sign up
      </Button>
    </form>
  );
}
