import { SectionHeading } from '@/components/home/section-heading';
import { SectionUnavailable } from '@/components/home/section-unavailable';
import { ProductGrid } from '@/components/product/product-grid';
import { getProducts } from '@/lib/api/catalog';

export async function NewArrivals() {
  const page = await getProducts({ ordering: '-created_at' }, 8).catch(() => null);
  if (page && page.results.length === 0) return null;
  return (
    <section aria-labelledby="arrivals-heading" className="bg-white/70 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="arrivals-heading" eyebrow="Fresh from the studio" title="New arrivals" link={{ href: '/products', label: 'See everything' }} />
        {page === null ? <SectionUnavailable what="New arrivals" /> : <ProductGrid products={page.results} />}
      </div>
    </section>
  );
}
