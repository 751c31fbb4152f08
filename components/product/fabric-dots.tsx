import { mediaUrl } from '@/lib/media';

/** The most swatches a card shows; the rest are counted. */
const SHOWN = 5;

/** A design's fabrics as small swatch dots under its name in a list (§26.2). */
export function FabricDots({ fabrics }: { fabrics: { slug: string; swatch: string | null }[] }) {
  const more = fabrics.length - SHOWN;
  return (
    <p className="flex items-center gap-1" data-testid="fabric-dots">
      <span className="sr-only">In {fabrics.length} fabrics</span>
      {fabrics.slice(0, SHOWN).map((fabric) => {
        const swatch = mediaUrl(fabric.swatch);
        return (
          <span
            key={fabric.slug}
            aria-hidden="true"
            className="inline-block size-4 rounded-full border border-linen-300 bg-linen-200 bg-cover bg-center"
            style={swatch ? { backgroundImage: `url("${swatch}")` } : undefined}
          />
        );
      })}
      {more > 0 && (
        <span aria-hidden="true" className="ml-1 text-xs text-ink-soft">
          +{more}
        </span>
      )}
    </p>
  );
}
