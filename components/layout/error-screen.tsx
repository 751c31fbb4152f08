'use client';

/** Spec §2 generic error screen: the two sentences and a Refresh Page button that reloads. */
export function ErrorScreen() {
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="font-display text-4xl font-semibold text-plum-800">Something went wrong</h1>
      <p className="mt-4 text-ink-soft">
        We&apos;re sorry, but something unexpected happened. Please try refreshing the page.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-8 rounded-full bg-plum-700 px-6 py-3 font-semibold text-white hover:bg-plum-800"
      >
        Refresh Page
      </button>
    </section>
  );
}
