'use client';
import Link from 'next/link';
import { Avatar } from '@/components/layout/avatar';
import { UserName } from '@/components/layout/user-name';
import { NavSearch } from '@/components/search/nav-search';
import { ADMIN_MENU, SHOPPER_MENU } from '@/components/layout/user-menu-items';
import { useAuth } from '@/context/auth-context';

const linkClass =
  'flex min-h-11 items-center rounded-md px-3 py-2 text-base font-semibold text-ink hover:bg-linen-100 hover:text-plum-700';

/** The small-screen menu behind the hamburger toggle: the same entries as the bar, avatar size 12. */
export function MobileMenu({ id, avatar, onNavigate }: { id: string; avatar: string | null; onNavigate: () => void }) {
  const { isAuthenticated, isAdmin, user, logout } = useAuth();
  const entries = isAuthenticated
    ? [...(isAdmin ? [] : [{ href: '/cart', label: 'Cart' }]), ...(isAdmin ? ADMIN_MENU : SHOPPER_MENU)]
    : [];
  return (
    <div id={id} className="border-t border-linen-200 px-4 pt-2 pb-4 md:hidden">
      {/* The search box above the entries, not one of them. */}
      <NavSearch onNavigate={onNavigate} />
      <Link href="/products" className={linkClass} onClick={onNavigate}>
        Products
      </Link>
      {!isAuthenticated ? (
        <>
          <Link href="/login" className={linkClass} onClick={onNavigate}>
            Login
          </Link>
          <Link href="/register" className={linkClass} onClick={onNavigate}>
            Register
          </Link>
        </>
      ) : (
        <>
          <div className="mt-3 flex items-center gap-3 border-t border-linen-200 px-3 pt-3">
            <Avatar src={avatar} size="menu" />
            <UserName user={user} className="font-semibold text-ink" />
          </div>
          {entries.map((entry) => (
            <Link key={entry.href} href={entry.href} className={linkClass} onClick={onNavigate}>
              {entry.label}
            </Link>
          ))}
          <button
            type="button"
            className={`${linkClass} w-full text-left`}
            onClick={() => {
              onNavigate();
              void logout();
            }}
          >
            Logout
          </button>
        </>
      )}
    </div>
  );
}
