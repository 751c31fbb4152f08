import { ButtonLink } from '@/components/ui/button-link';

/** The 404 page body, for the whole site and for a product that is gone. */
export function NotFoundView({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="font-display text-7xl font-semibold text-terracotta-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-display text-4xl font-semibold text-plum-800">{title}</h1>
      <p className="mt-3 text-ink-soft">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/products">Browse the collection</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Back to the home page
        </ButtonLink>
      </div>
    </div>
  );
}
