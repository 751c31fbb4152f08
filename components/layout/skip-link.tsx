/** The first stop for keyboard users: hidden until focused, it jumps past the navigation bar to the page. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-full bg-plum-700 px-5 py-3 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to content
    </a>
  );
}
