import { HeroArt } from '@/components/home/hero-art';
import { ButtonLink } from '@/components/ui/button-link';
import { SHOP_NAME, TAGLINE } from '@/lib/config';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-linen-100">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 md:grid-cols-[1.1fr_1fr] lg:py-20">
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
        <HeroArt className="mx-auto w-full max-w-xs sm:max-w-sm md:max-w-md" />
      </div>
    </section>
  );
}
