import { Suspense } from 'react';
import { FeaturedCategories } from '@/components/home/featured-categories';
import { Hero } from '@/components/home/hero';
import { FeaturedProducts } from '@/components/home/featured-products';
import { NewsletterSignup } from '@/components/home/newsletter-signup';
import { OurStory } from '@/components/home/our-story';
import { ProductsSkeleton, CategoriesSkeleton } from '@/components/home/section-skeleton';

// Rendered per request with fresh catalog reads, so a build without a running API cannot freeze an empty home.
// With the catalog cache on (REVALIDATE_SECRET), proxy.ts answers `/` from app/cached/home instead.
export const dynamic = 'force-dynamic';

export default function HomePage() {
  return (
    <>
      <Hero />
      <Suspense fallback={<CategoriesSkeleton />}>
        <FeaturedCategories />
      </Suspense>
      <Suspense fallback={<ProductsSkeleton />}>
        <FeaturedProducts />
      </Suspense>
      <OurStory />
      <NewsletterSignup />
    </>
  );
}
