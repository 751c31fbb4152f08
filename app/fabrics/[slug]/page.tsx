import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { FabricProfile } from '@/components/product/fabric-profile';
import { ProductGrid } from '@/components/product/product-grid';
import { getFabric } from '@/lib/api/fabrics';
import { isNotFound } from '@/lib/api/errors';
import { isCanonicalProductSlug } from '@/lib/catalog-routes';
import { mediaUrl } from '@/lib/media';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';

interface FabricPageProps {
  params: Promise<{ slug: string }>;
}

/** A fabric by its slug (§26.1); any other address, or one the API does not know, is a 404. */
async function loadFabric(slug: string) {
  if (!isCanonicalProductSlug(slug)) notFound();
  return getFabric(slug).catch((error: unknown) => {
    if (isNotFound(error)) notFound();
    throw error;
  });
}

export async function generateMetadata({ params }: FabricPageProps): Promise<Metadata> {
  const fabric = await loadFabric((await params).slug);
  const description = (fabric.story || `${fabric.name}: the fabric and every piece cut from it.`).slice(0, 160);
  const swatch = mediaUrl(fabric.swatch);
  return {
    title: fabric.name,
    description,
    alternates: { canonical: `/fabrics/${fabric.slug}` },
    openGraph: { title: fabric.name, description, url: `/fabrics/${fabric.slug}`, ...(swatch && { images: [swatch] }) },
  };
}

/** A fabric's own page: its swatch and story, then every design cut from it (§26.1). */
export default async function FabricPage({ params }: FabricPageProps) {
  const fabric = await loadFabric((await params).slug);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <Breadcrumbs trail={[{ href: '/products', label: 'Shop' }]} current={fabric.name} />
      <FabricProfile fabric={fabric} />
      <section aria-labelledby="cut-from" className="mt-14 border-t border-linen-200 pt-10 sm:mt-20">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <h2 id="cut-from" className="font-display text-3xl font-semibold text-plum-800">
            Cut from {fabric.name}
          </h2>
          <Link
            href={`/products?fabric=${fabric.slug}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-plum-700 underline-offset-4 hover:underline"
          >
            Filter the shop by this fabric
          </Link>
        </div>
        {fabric.products.length > 0 ? (
          <ProductGrid products={fabric.products} priorityCount={2} />
        ) : (
          <p className="text-ink-soft">
            Every piece in this fabric has found a home. New ones are on the cutting table.
          </p>
        )}
      </section>
    </div>
  );
}
