'use client';
import { NewsletterForm } from '@/components/ui/newsletter-form';
import { useCapabilities } from '@/context/shop-config';

/**
 * The home page's newsletter band (§28): its words around the sign-up form it shares with Profile. Shown only when
 * the API lists `newsletter`.
 */
export function NewsletterSignup() {
  const { newsletter } = useCapabilities();
  if (!newsletter) return null;
  return (
    <section aria-labelledby="newsletter-heading" className="bg-linen-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-12 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 id="newsletter-heading" className="font-display text-3xl font-semibold text-plum-800">
            New pieces and fabrics, first
          </h2>
          <p className="mt-2 text-ink-soft">An occasional email when a new fabric arrives. Unsubscribe in one click.</p>
        </div>
        <NewsletterForm source="newsletter-home" />
      </div>
    </section>
  );
}
