import { Markdown } from '@/components/ui/markdown';
import type { ContentPage } from '@/lib/api/content';
import { formatDate } from '@/lib/format';

/** A policy page from the API: its title, when it changed, and its Markdown body. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-terracotta-700">Fabric Tales policies</p>
      <h1 className="mt-2 font-display text-4xl font-semibold text-plum-800 sm:text-5xl">{page.title}</h1>
      {page.updated_at && <p className="mt-2 text-sm text-ink-soft">Last updated {formatDate(page.updated_at)}</p>}
      <div className="mt-6 text-ink">
        <Markdown>{page.body}</Markdown>
      </div>
    </article>
  );
}
