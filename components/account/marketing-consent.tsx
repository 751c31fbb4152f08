'use client';
import { useState } from 'react';
import { ProfileSection } from '@/components/account/profile-section';
import { NewsletterForm } from '@/components/ui/newsletter-form';
import { useCapabilities } from '@/context/shop-config';
import { updateMarketingConsent } from '@/lib/api/account';
import { errorMessage } from '@/lib/api/errors';
import type { Profile } from '@/lib/types';

interface MarketingConsentProps {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}

/**
 * "Email me about new pieces and fabrics" (§28): ticking it sends a confirmation link to the account's address
 * (double opt-in), unticking it unsubscribes at once; under it, the newsletter sign-up form for another address.
 * Shown only when the API lists `newsletter`.
 */
export function MarketingConsent({ profile, onSaved }: MarketingConsentProps) {
  const { newsletter } = useCapabilities();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  if (!newsletter) return null;
  const pending = profile.marketing_consent_status === 'pending';
  const checked = profile.marketing_consent || pending;

  async function change(on: boolean) {
    setSaving(true);
    setError(undefined);
    try {
      onSaved(await updateMarketingConsent(on));
    } catch (e) {
      setError(errorMessage(e, 'We could not save your choice. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <ProfileSection title="Newsletter" description="News of pieces and fabrics, only if you ask for it.">
      <div className="grid gap-2 text-sm">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-plum-700"
            checked={checked}
            disabled={saving}
            onChange={(e) => change(e.target.checked)}
          />
          Email me about new pieces and fabrics
        </label>
        <div role="status" aria-live="polite">
          {pending && <p className="text-ink-soft">Check your inbox to confirm</p>}
          {error && <p className="text-terracotta-700">{error}</p>}
        </div>
      </div>
      {/* The sign-up form the home page has (§28.2), for another address; its link confirms it, as any sign-up. */}
      <div className="mt-5 border-t border-linen-200 pt-4">
        <p className="text-sm text-ink-soft">Another address? Sign it up and we will send it a link to confirm.</p>
        <NewsletterForm source="newsletter-profile" className="mt-2" />
      </div>
    </ProfileSection>
  );
}
