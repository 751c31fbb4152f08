'use client';
import { MagnifyingGlassIcon } from '@heroicons/react/24/outline';
import { usePathname, useRouter } from 'next/navigation';
import { useId, type FormEvent } from 'react';
import { SearchInput } from '@/components/search/search-input';
import { controlClasses } from '@/components/ui/control-classes';
import { isAdminRoute } from '@/lib/routes';

/**
 * The shell's search box: in the bar on wide screens and at the top of the small-screen menu (a form, not a menu
 * entry). Searching opens the listing with the words in its URL (/products?search=…), as the listing's own box
 * does; without JavaScript the form submits that same URL.
 */
export function NavSearch({ inBar, onNavigate }: { inBar?: boolean; onNavigate?: () => void }) {
  const router = useRouter();
  const id = useId();
  // The listing and the admin console's lists have their own search boxes, with their filters: one per page.
  const pathname = usePathname();
  const hidden = pathname === '/products' || isAdminRoute(pathname);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    onNavigate?.();
    router.push(words ? `/products?${new URLSearchParams({ search: words })}` : '/products');
  }

  if (hidden) return null;
  return (
    <form
      role="search"
      aria-label="Search the shop"
      action="/products"
      onSubmit={submit}
      // In the bar from the md breakpoint (the small-screen menu has its own copy), else above the menu's entries.
      className={inBar ? 'hidden max-w-sm flex-1 gap-2 md:flex' : 'flex gap-2 pt-1 pb-2'}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <SearchInput
        id={id}
        name="search"
        placeholder="Search earrings, silk…"
        className={`${controlClasses} min-h-11`}
        onNavigate={onNavigate}
      />
      <button
        type="submit"
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-full bg-plum-700 text-white hover:bg-plum-800"
      >
        <MagnifyingGlassIcon aria-hidden="true" className="size-5" />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
