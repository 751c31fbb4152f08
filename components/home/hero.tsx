import Link from 'next/link';
import { HeroArt } from '@/components/home/hero-art';
import { ButtonLink } from '@/components/ui/button-link';
import { getFeaturedProducts } from '@/lib/api/catalog';
import { SHOP_NAME, TAGLINE } from '@/lib/config';
import { mediaUrl } from '@/lib/media';
import { pictureProps } from '@/lib/picture';
import type { ProductSummary } from '@/lib/types';

/** The first featured piece with a picture (the same read as the featured section's); none if the shop is down. */
async function heroPiece(): Promise<{ piece: ProductSummary; src: string } | null> {
  const featured = await getFeaturedProducts().catch(() => null);
  const piece = featured?.find((p) => p.image);
  const src = mediaUrl(piece?.image);
  return piece && src ? { piece, src } : null;
}

/** The featured piece's photograph in an arch: the page's largest paint, so it is preloaded at high priority. */
function HeroPicture({ piece, src }: { piece: ProductSummary; src: string }) {
  return (
    <figure className="mx-auto w-full max-w-md md:order-last">
      <div className="relative aspect-[5/4] overflow-hidden rounded-3xl bg-linen-200 shadow-lg shadow-plum-900/10 md:aspect-[4/5] md:rounded-b-3xl md:rounded-t-full">
        {/* eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps */}
        <img
          {...pictureProps({
            src,
            alt: piece.name,
            // The frame: the phone's width less the page's padding; 28rem beside the text from md up.
            sizes: '(min-width: 768px) 28rem, calc(100vw - 2rem)',
            widest: 448,
            first: true,
          })}
          alt={piece.name}
          className="object-cover"
          data-testid="hero-picture"
        />
      </div>
      <figcaption className="mt-3 text-center text-sm text-ink-soft">
        Pictured:{' '}
        <Link
          href={`/products/${piece.slug}`}
          prefetch={false}
          className="inline-block py-3 font-semibold text-plum-700 underline underline-offset-4 hover:text-plum-800 md:py-1"
        >
          {piece.name}
        </Link>
      </figcaption>
    </figure>
  );
}

export async function Hero() {
  const hero = await heroPiece();
  return (
    <section className="relative overflow-hidden bg-linen-100">
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 sm:py-16 md:grid-cols-[1.1fr_1fr] md:gap-10 lg:py-20">
        {hero ? (
          <HeroPicture {...hero} />
        ) : (
          <HeroArt className="mx-auto w-full max-w-xs sm:max-w-sm md:order-last md:max-w-md" />
        )}
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.25em] text-terracotta-700">
            Handcrafted fabric jewelry &amp; accessories
          </p>
          <h1 className="mt-4 font-display text-5xl font-semibold leading-[1.05] text-plum-800 sm:text-6xl lg:text-7xl">
            {SHOP_NAME}
            <span className="mt-3 block text-3xl font-medium italic text-terracotta-700 sm:text-4xl lg:text-5xl">
              {TAGLINE}
            </span>
          </h1>
          <p className="mt-6 max-w-lg text-lg leading-relaxed text-ink-soft">
            Earrings, necklaces and hair pieces wrapped, stitched and knotted by hand from colourful fabric offcuts.
            Light to wear, made to be noticed, and no two quite the same.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/products" className="px-7 text-base">
              Shop the collection
            </ButtonLink>
            <ButtonLink href="#our-story" variant="secondary" className="px-7 text-base">
              Our story
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
