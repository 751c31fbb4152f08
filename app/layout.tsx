import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { Footer } from '@/components/layout/footer';
import { DeferredShell } from '@/components/layout/deferred-shell';
import { OutsideFocusedPages } from '@/components/layout/outside-focused-pages';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { Navbar } from '@/components/layout/navbar';
import { PageFrame } from '@/components/layout/page-frame';
import { SkipLink } from '@/components/layout/skip-link';
import { AuthProvider } from '@/context/auth-context';
import { CartProvider } from '@/context/cart-context';
import { ShopConfigProvider } from '@/context/shop-config';
import { getShopConfig } from '@/lib/api/shop-config';
import { SHOP_NAME, SITE_URL, TAGLINE } from '@/lib/config';
import { displayFont, sansFont } from '@/lib/fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: { default: `${SHOP_NAME} | ${TAGLINE}`, template: `%s | ${SHOP_NAME}` },
  description: `${SHOP_NAME}: handcrafted fabric jewelry and accessories. ${TAGLINE}.`,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request, so that Next puts the request's CSP nonce on its scripts (proxy.ts); a
  // page prerendered without one could not run. The cached catalog pages opt out (`dynamic = 'force-static'`, under
  // which this returns at once): their cache entry carries a policy of script hashes instead (docs/adr/0001).
  await connection();
  // What the API owns (currency, shipping rule, password minimum), cached by Next; client components read it.
  const config = await getShopConfig();
  return (
    <html lang="en" className={`${displayFont.variable} ${sansFont.variable}`}>
      <body className="flex min-h-screen flex-col">
        <SkipLink target="main-content" />
        <NavigationProgress />
        <ShopConfigProvider config={config}>
          <AuthProvider>
            <CartProvider>
              <Navbar />
              <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
                <PageFrame>{children}</PageFrame>
              </main>
              <OutsideFocusedPages>
                <Footer />
              </OutsideFocusedPages>
              <DeferredShell />
            </CartProvider>
          </AuthProvider>
        </ShopConfigProvider>
      </body>
    </html>
  );
}
