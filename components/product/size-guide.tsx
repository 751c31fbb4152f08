import type { ProductSize } from '@/lib/types';

// One sentence, not a list: a size's label stays the size picker's alone on the page.
const lengths = new Intl.ListFormat('en', { type: 'conjunction' });

const CENTIMETRES = /(\d+(?:[.,]\d+)?)\s*cm\b/i;

/** True when every size names a length in centimetres ("40 cm", "S (15 cm)"): the sizes a tape measure settles. */
export function sizesInCentimetres(sizes: ProductSize[]): boolean {
  return sizes.length > 0 && sizes.every((s) => CENTIMETRES.test(s.label));
}

const HOW_TO_MEASURE = {
  wrist:
    'Wrap a soft tape measure, or a strip of paper you then lay along a ruler, snugly round your wrist just below the wrist bone. Choose the length about 1 to 2 cm longer than your wrist, so the piece moves freely.',
  neck: 'Lay a soft tape measure, or a piece of string you then lay along a ruler, round your neck where the piece should sit. The size is the whole length, clasp included: choose the one closest to your measurement.',
  other:
    'Measure where the piece will be worn with a soft tape measure, or with a piece of string you then lay along a ruler. The size is the whole length, clasp included.',
};

/** Where a piece of this category is worn, for the guide's words. */
function wornOn(category: string | undefined): keyof typeof HOW_TO_MEASURE {
  if (/bracelet|bangle|cuff|anklet/i.test(category ?? '')) return 'wrist';
  if (/necklace|choker|pendant|chain/i.test(category ?? '')) return 'neck';
  return 'other';
}

/**
 * How to measure for a piece sized in centimetres, with the lengths it comes in: a disclosure under the sizes,
 * closed until asked for. Renders nothing for other sizes (S/M/L, one size).
 */
export function SizeGuide({ sizes, category }: { sizes: ProductSize[]; category?: string }) {
  if (!sizesInCentimetres(sizes)) return null;
  return (
    <details className="group mt-2 rounded-2xl border border-linen-200 bg-white text-sm">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-semibold text-plum-700 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="transition-transform group-open:rotate-90">
          ›
        </span>
        Size guide
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4 leading-relaxed text-ink-soft">
        <p>{HOW_TO_MEASURE[wornOn(category)]}</p>
        <p>Between two sizes, choose the longer one.</p>
        <p>
          This piece comes in{' '}
          <span className="font-semibold text-ink">{lengths.format(sizes.map((s) => s.label))}</span>.
        </p>
      </div>
    </details>
  );
}
