import Link from 'next/link';
import { SHOP_NAME, TAGLINE } from '@/lib/config';

/** The shell's navigation bar; the role-aware menus of spec §2 are built on this. */
export function Navbar() {
  return (
    <header className="border-b border-linen-200 bg-white/80">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
        <Link href="/" className="flex flex-col leading-tight">
          <span className="font-display text-2xl font-semibold text-plum-700">{SHOP_NAME}</span>
          <span className="text-xs text-ink-soft">{TAGLINE}</span>
        </Link>
        <div className="flex gap-4 text-sm font-semibold">
          <Link href="/products">Products</Link>
          <Link href="/login">Login</Link>
          <Link href="/register">Register</Link>
        </div>
      </nav>
    </header>
  );
}
