/** The shop's form control look; apart from the Field components so that a bare control (the catalog's filters) does not load them. */
export const controlClasses =
  'w-full rounded-lg border border-linen-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-plum-600 focus:outline-none focus:ring-2 focus:ring-plum-600/30 aria-[invalid=true]:border-terracotta-700';
