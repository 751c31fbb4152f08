'use client';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { useCapabilities } from '@/context/shop-config';
import { fieldErrors } from '@/lib/api/errors';
import { signUpForNewsletter } from '@/lib/api/marketing';

export const NEWSLETTER_THANKS = 'Check your inbox to confirm your subscription.';

/**
 * The home page's newsletter sign-up (§28): the address gets a confirmation link first (double opt-in), and the
 * answer is the same whatever the address. Shown only when the API lists `newsletter`.
 */
export function NewsletterSignup() {
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
      await signUpForNewsletter(email.trim(), 'newsletter-home');
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

  return (
    <section aria-labelledby="newsletter-heading" className="bg-linen-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-12 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="newsletter-heading" className="font-display text-3xl font-semibold text-plum-800">
            New pieces and fabrics, first
          </h2>
          <p className="mt-2 text-ink-soft">An occasional email when a new fabric arrives. Unsubscribe in one click.</p>
        </div>
        {done ? (
          <p role="status" className="font-semibold text-sage-700">
            {NEWSLETTER_THANKS}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
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
        )}
      </div>
    </section>
  );
}
