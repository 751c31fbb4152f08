import Link from 'next/link';
import { ArrowLeftIcon } from '@heroicons/react/24/outline';
import { SHOP_NAME, TAGLINE } from '@/lib/config';

/** The bar of a focused page: the logo (spec §2) and the way back to the cart, nothing else. */
export function FocusedHeader() {
  return (
    <header className="border-b border-linen-200 bg-linen-50">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href="/" className="flex flex-col leading-tight">
          <span className="font-display text-2xl font-semibold text-plum-700">{SHOP_NAME}</span>
          <span className="text-xs text-ink-soft">{TAGLINE}</span>
        </Link>
        <Link
          href="/cart"
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-plum-700 hover:bg-linen-100"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Back to cart
        </Link>
      </nav>
    </header>
  );
}
