import type { Product } from '@/lib/types';

/** Description, materials and care: the piece's story and how to keep it. */
export function ProductStory({ product }: { product: Product }) {
  const sections = [
    { title: 'Materials', body: product.materials },
    { title: 'Care', body: product.care },
  ].filter((s) => s.body);
  return (
    <div className="flex flex-col gap-6">
      <div className="whitespace-pre-line leading-relaxed text-ink">{product.description}</div>
      {sections.length > 0 && (
        <dl className="grid gap-4 border-t border-linen-200 pt-6 sm:grid-cols-2">
          {sections.map((s) => (
            <div key={s.title} className="rounded-2xl bg-linen-100 p-4">
              <dt className="font-display text-lg font-semibold text-plum-800">{s.title}</dt>
              <dd className="mt-1 whitespace-pre-line text-sm leading-relaxed text-ink-soft">{s.body}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
