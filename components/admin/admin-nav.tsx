'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCapabilities } from '@/context/shop-config';
import type { ShopFeatures } from '@/lib/shop-config';

const LINKS: { href: string; label: string; feature?: keyof ShopFeatures }[] = [
  { href: '/admin/dashboard', label: 'Dashboard' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/returns', label: 'Returns' },
  { href: '/admin/repairs', label: 'Repairs', feature: 'repairs' },
  { href: '/admin/reviews', label: 'Reviews', feature: 'reviews' },
  { href: '/admin/products', label: 'Products' },
  { href: '/admin/fabrics', label: 'Fabrics', feature: 'fabrics' },
  { href: '/admin/categories', label: 'Categories' },
  { href: '/admin/customers', label: 'Customers' },
  { href: '/admin/discounts', label: 'Discounts' },
  { href: '/admin/announcements', label: 'Announcements', feature: 'newsletter' },
  { href: '/admin/shipping', label: 'Shipping & tax' },
  { href: '/admin/pages', label: 'Pages' },
  { href: '/admin/synonyms', label: 'Synonyms' },
  { href: '/admin/notifications', label: 'Email Logs' },
];

/** The admin area's own tabs; scrolls sideways on a phone instead of wrapping. */
export function AdminNav() {
  const pathname = usePathname();
  // Screens of the newer contract only when the API lists them (a stock backend has no such calls).
  const features = useCapabilities();
  return (
    <nav aria-label="Admin" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex gap-2 border-b border-linen-200 pb-2">
        {LINKS.filter((link) => !link.feature || features[link.feature]).map(({ href, label }) => {
          const active = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold ${active ? 'bg-plum-700 text-white' : 'text-plum-700 hover:bg-linen-100'}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
