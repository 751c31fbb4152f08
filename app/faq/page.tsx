import type { Metadata } from 'next';
import { FaqList } from '@/components/content/faq-list';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { getFaq } from '@/lib/api/content';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: 'Frequently asked questions',
  description: 'Shipping, returns, sizing and caring for your handcrafted fabric jewelry.',
};

export default async function FaqPage() {
  const entries = await getFaq();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-terracotta-700">Help</p>
      <h1 className="mt-2 font-display text-4xl font-semibold text-plum-800 sm:text-5xl">Frequently asked questions</h1>
      <p className="mb-8 mt-3 text-ink-soft">
        Everything about orders, shipping and caring for your pieces. Still curious? Write to us.
      </p>
      {entries.length > 0 ? (
        <FaqList entries={entries} />
      ) : (
        <EmptyState
          title="No questions yet"
          message="Ask us anything: we are happy to help."
          action={<ButtonLink href="/contact">Contact us</ButtonLink>}
        />
      )}
      <div className="mt-10 rounded-2xl bg-linen-100 p-6 text-center">
        <p className="font-display text-2xl font-semibold text-plum-800">Didn&apos;t find your answer?</p>
        <ButtonLink href="/contact" variant="secondary" className="mt-4">
          Contact us
        </ButtonLink>
      </div>
    </div>
  );
}
