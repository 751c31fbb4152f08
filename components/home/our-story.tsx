const values = [
  { title: 'Made by hand', text: 'Every piece is wrapped, stitched and finished by hand in our small studio.' },
  {
    title: 'Fabric with a past',
    text: 'We rescue offcuts and end-of-roll fabrics, so beautiful cloth never goes to waste.',
  },
  {
    title: 'Light as a feather',
    text: 'Fabric jewelry is soft and light: statement earrings you forget you are wearing.',
  },
];

export function OurStory() {
  return (
    <section id="our-story" aria-labelledby="story-heading" className="bg-plum-800 text-linen-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-[1fr_1.2fr] md:py-20">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-terracotta-400">Our story</p>
          <h2 id="story-heading" className="mt-2 font-display text-4xl font-semibold text-white">
            Every piece begins with a scrap of fabric and a story
          </h2>
          <p className="mt-5 leading-relaxed text-linen-200">
            Fabric Tales started at a kitchen table with a bag of leftover silk and a pair of pliers. Today we still
            make every pair of earrings and every necklace in small batches, choosing prints that make people smile and
            fabrics that deserve a second life. When you wear one of our pieces, you wear a little of its story, and
            begin your own.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 md:grid-cols-1">
          {values.map((v) => (
            <li key={v.title} className="rounded-2xl border border-white/15 bg-white/5 p-5">
              <h3 className="font-display text-2xl font-semibold text-white">{v.title}</h3>
              <p className="mt-1 text-linen-200">{v.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
