import { ChevronDownIcon } from '@heroicons/react/20/solid';
import { Markdown } from '@/components/ui/markdown';
import type { FaqEntry } from '@/lib/api/content';

/** Questions as native disclosures: keyboard and screen-reader friendly without any script; answers in Markdown (§29.5). */
export function FaqList({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="divide-y divide-linen-200 rounded-2xl border border-linen-200 bg-white">
      {entries.map((entry) => (
        <details key={entry.question} className="group px-5 py-1 open:bg-linen-50">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold text-plum-800 [&::-webkit-details-marker]:hidden">
            {entry.question}
            <ChevronDownIcon
              aria-hidden="true"
              className="size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="pb-4 leading-relaxed text-ink [&>*:first-child]:mt-0">
            <Markdown>{entry.answer}</Markdown>
          </div>
        </details>
      ))}
    </div>
  );
}
