'use client';
import { lazy, Suspense, useId, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Bars3Icon, XMarkIcon } from '@heroicons/react/24/outline';
import { useAvatar } from '@/components/layout/use-avatar';
import { useAuth } from '@/context/auth-context';
import { SHOP_NAME, TAGLINE } from '@/lib/config';
import { isFocusedPage } from '@/lib/routes';

// Headless UI (with its positioning library) comes only for a signed-in user: visitors never load it.
const UserMenu = lazy(() => import('@/components/layout/user-menu').then((m) => ({ default: m.UserMenu })));
// Only a signed-in shopper has a cart icon.
const CartLink = lazy(() => import('@/components/layout/cart-link').then((m) => ({ default: m.CartLink })));
// The search box is rendered by the server and made interactive once its chunk arrives after the first load.
const NavSearch = lazy(() => import('@/components/search/nav-search').then((m) => ({ default: m.NavSearch })));
// Checkout's own bar (the logo and the way back to the cart) comes with checkout, not with every page.
const FocusedHeader = lazy(() =>
  import('@/components/layout/focused-header').then((m) => ({ default: m.FocusedHeader })),
);
// The small-screen menu is loaded when the toggle first opens it.
const MobileMenu = lazy(() => import('@/components/layout/mobile-menu').then((m) => ({ default: m.MobileMenu })));

const navLink = 'rounded-md px-3 py-2 text-sm font-semibold text-ink hover:bg-linen-100 hover:text-plum-700';

/** The shell's navigation bar for the three roles (spec §2, §6). */
export function Navbar() {
  const { isAuthenticated, isAdmin, loading } = useAuth();
  const avatar = useAvatar();
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuId = useId();
  // The mobile menu closes by itself when the route changes.
  const open = openAt === pathname;
  const close = () => setOpenAt(null);

  if (isFocusedPage(pathname))
    return (
      <Suspense fallback={null}>
        <FocusedHeader />
      </Suspense>
    );
  return (
    <header className="sticky top-0 z-40 border-b border-linen-200 bg-linen-50/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link href={isAdmin ? '/admin/dashboard' : '/'} className="flex flex-col leading-tight" onClick={close}>
          <span className="font-display text-2xl font-semibold text-plum-700">{SHOP_NAME}</span>
          <span className="text-xs text-ink-soft">{TAGLINE}</span>
        </Link>

        <Suspense fallback={null}>
          <NavSearch inBar />
        </Suspense>

        <div className="hidden items-center gap-1 md:flex">
          <Link href="/products" className={navLink}>
            Products
          </Link>
          {!loading && !isAuthenticated && (
            <>
              <Link href="/login" className={navLink}>
                Login
              </Link>
              <Link href="/register" className={`${navLink} bg-plum-700 text-white hover:bg-plum-800 hover:text-white`}>
                Register
              </Link>
            </>
          )}
          {isAuthenticated && (
            <Suspense fallback={null}>
              {!isAdmin && <CartLink />}
              <UserMenu avatar={avatar} />
            </Suspense>
          )}
        </div>

        <div className="flex items-center gap-1 md:hidden">
          {isAuthenticated && !isAdmin && (
            <Suspense fallback={null}>
              <CartLink onNavigate={close} />
            </Suspense>
          )}
          <button
            type="button"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Close main menu' : 'Open main menu'}
            onClick={() => setOpenAt(open ? null : pathname)}
            className="rounded-md p-2.5 text-ink hover:bg-linen-100"
          >
            {open ? (
              <XMarkIcon aria-hidden="true" className="size-6" />
            ) : (
              <Bars3Icon aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </nav>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} avatar={avatar} onNavigate={close} />
        </Suspense>
      )}
    </header>
  );
}
