import { SHOP_NAME, TAGLINE } from '@/lib/config';

export default function HomePage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-20 text-center">
      <h1 className="font-display text-5xl font-semibold text-plum-800">{SHOP_NAME}</h1>
      <p className="mt-4 text-xl text-ink-soft">{TAGLINE}</p>
    </section>
  );
}
