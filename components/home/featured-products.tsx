import { SectionHeading } from '@/components/home/section-heading';
import { SectionUnavailable } from '@/components/home/section-unavailable';
import { ProductGrid } from '@/components/product/product-grid';
import { getFeaturedProducts } from '@/lib/api/catalog';

export async function FeaturedProducts() {
  const products = await getFeaturedProducts().catch(() => null);
  if (products && products.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="bg-white/70 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="featured-heading"
          eyebrow="Loved in the studio"
          title="Featured pieces"
          link={{ href: '/products', label: 'See everything' }}
        />
        {products === null ? <SectionUnavailable what="Featured pieces" /> : <ProductGrid products={products} />}
      </div>
    </section>
  );
}
