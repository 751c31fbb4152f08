/**
 * The shop's mark (the same drawing as app/icon.svg: a fabric loop with three beads) for images rendered
 * with next/og: the manifest icons, the Apple touch icon and the default Open Graph image.
 */
export const BRAND_COLORS = { plum: '#562943', linen: '#f8f1e8', linen200: '#efe2d1', terracotta: '#d98a6a' };

export function BrandMark({ size, rounded = true }: { size: number; rounded?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" xmlns="http://www.w3.org/2000/svg">
      <rect width="64" height="64" rx={rounded ? 14 : 0} fill={BRAND_COLORS.plum} />
      <path d="M18 40c6-14 22-14 28 0" fill="none" stroke={BRAND_COLORS.linen} strokeWidth="4" strokeLinecap="round" />
      <circle cx="32" cy="44" r="6" fill={BRAND_COLORS.terracotta} />
      <circle cx="20" cy="22" r="3" fill={BRAND_COLORS.linen200} />
      <circle cx="32" cy="18" r="3" fill={BRAND_COLORS.linen200} />
      <circle cx="44" cy="22" r="3" fill={BRAND_COLORS.linen200} />
    </svg>
  );
}
