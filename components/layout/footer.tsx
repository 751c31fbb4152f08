import Link from 'next/link';
import { CurrentYear } from '@/components/layout/current-year';
import { SOCIAL_NETWORKS, SocialIcon } from '@/components/layout/social-icons';
import { SHOP_NAME, TAGLINE } from '@/lib/config';

const USEFUL_LINKS = [
  { href: '/products', label: 'Products' },
  { href: '/faq', label: 'FAQs' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/tnc-shipping', label: 'Shipping | Terms & Conditions' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
];

/** The shell's footer (spec §2). */
export function Footer() {
  return (
    <footer className="bg-plum-900 text-linen-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 md:grid-cols-3">
        <div>
          <p className="font-display text-2xl font-semibold text-white">{SHOP_NAME}</p>
          <p className="mt-1 text-xs tracking-wide text-linen-200 uppercase">{TAGLINE}</p>
          <p className="mt-4 text-sm leading-relaxed">
            Handcrafted style, timeless fashion. We design unique fabric-based jewelry.
          </p>
        </div>
        <nav aria-labelledby="footer-useful-links">
          <h2 id="footer-useful-links" className="font-display text-lg font-semibold text-white">
            Useful Links
          </h2>
          <ul className="mt-2 text-sm">
            {USEFUL_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-display text-lg font-semibold text-white">Follow us</h2>
          <ul className="mt-3 flex gap-3">
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <a
                  href="#"
                  aria-label={network}
                  className="flex size-11 items-center justify-center rounded-full bg-plum-800 text-linen-100 hover:bg-terracotta-600 hover:text-white"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-plum-800 px-4 py-4 text-center text-xs text-linen-200">
        © <CurrentYear /> {SHOP_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
