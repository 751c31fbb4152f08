/** The shop's woven-fabric motif, shown where a product has no picture yet; decorative unless labelled. */
export function FabricPlaceholder({ label, className = '' }: { label?: string; className?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <div
      {...a11y}
      data-testid="fabric-placeholder"
      className={`flex items-center justify-center bg-linen-200 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 80 80" className="size-1/2 text-terracotta-500/70">
        <defs>
          <pattern id="fabric-weave" width="10" height="10" patternUnits="userSpaceOnUse">
            <path d="M0 5h10M5 0v10" stroke="currentColor" strokeWidth="1.5" />
          </pattern>
        </defs>
        <circle cx="40" cy="40" r="34" fill="url(#fabric-weave)" stroke="currentColor" strokeWidth="2" />
      </svg>
    </div>
  );
}
