import { EnvelopeIcon, MapPinIcon } from '@heroicons/react/24/outline';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ContactForm } from '@/components/content/contact-form';

export const metadata: Metadata = {
  title: 'Contact us',
  description: 'Questions about an order, a custom piece or a wholesale enquiry? Write to the Fabric Tales studio.',
};

export default function ContactPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:py-14 lg:grid-cols-[1fr_1.6fr]">
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-terracotta-700">Say hello</p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-plum-800 sm:text-5xl">Contact us</h1>
        <p className="mt-4 leading-relaxed text-ink-soft">
          A question about an order, a custom colour, or a gift for someone special? Send us a note: a real person in
          the studio reads every message and answers within two working days.
        </p>
        <ul className="mt-6 space-y-3 text-sm">
          <li className="flex items-center gap-3">
            <EnvelopeIcon aria-hidden="true" className="size-5 text-terracotta-700" /> hello@fabrictales.local
          </li>
          <li className="flex items-center gap-3">
            <MapPinIcon aria-hidden="true" className="size-5 text-terracotta-700" /> The Fabric Tales studio, handmade
            in small batches
          </li>
        </ul>
        <p className="mt-6 text-sm">
          Quick answers are in our{' '}
          <Link href="/faq" className="font-semibold text-plum-700 underline">
            FAQ
          </Link>
          .
        </p>
      </div>
      <ContactForm />
    </div>
  );
}
