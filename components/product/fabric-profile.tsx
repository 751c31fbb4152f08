import { FabricPlaceholder } from '@/components/ui/fabric-placeholder';
import type { FabricDetail } from '@fabric-tales/contract';
import { mediaUrl } from '@/lib/media';
import { pictureProps } from '@/lib/picture';

/** A fabric's swatch, story and facts (§26.1): what it is, where it comes from and how to care for it. */
export function FabricProfile({ fabric }: { fabric: FabricDetail }) {
  const swatch = mediaUrl(fabric.swatch);
  const facts = [
    { title: 'Fibre', body: fabric.fibre },
    { title: 'Origin', body: fabric.origin },
    { title: 'Care', body: fabric.care },
  ].filter((f) => f.body);
  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:items-start md:gap-14">
      <div className="relative aspect-square overflow-hidden rounded-[2rem] bg-linen-100 shadow-sm ring-1 ring-linen-200">
        {swatch ? (
          // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, from getImageProps
          <img
            {...pictureProps({ src: swatch, alt: '', sizes: '(min-width: 768px) 40vw, 100vw', first: true })}
            alt={`${fabric.name}, a swatch`}
            className="size-full object-cover"
          />
        ) : (
          <FabricPlaceholder label={fabric.name} className="size-full" />
        )}
      </div>
      <div className="flex flex-col gap-6">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-terracotta-700">The fabric</p>
          <h1 className="mt-2 font-display text-4xl font-semibold leading-tight text-plum-800 sm:text-5xl">
            {fabric.name}
          </h1>
        </div>
        {fabric.story && (
          <div className="whitespace-pre-line font-display text-lg font-semibold leading-relaxed text-ink sm:text-xl">
            {fabric.story}
          </div>
        )}
        {facts.length > 0 && (
          <dl className="grid gap-4 border-t border-linen-200 pt-6 sm:grid-cols-3">
            {facts.map((f) => (
              <div key={f.title} className="rounded-2xl bg-linen-100 p-4">
                <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-terracotta-700">{f.title}</dt>
                <dd className="mt-1 whitespace-pre-line text-sm leading-relaxed text-ink">{f.body}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </div>
  );
}
