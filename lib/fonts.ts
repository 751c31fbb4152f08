import localFont from 'next/font/local';

// Self-hosted from @fontsource packages: the build never reaches out to a font service.
// The display face is only ever set semibold (every `font-display` is `font-semibold`): its one static weight is
// 23 kB where the variable font's whole weight axis was 38 kB, on every page's critical path.
export const displayFont = localFont({
  src: '../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
  variable: '--font-display',
  display: 'swap',
  weight: '600',
});

export const sansFont = localFont({
  src: '../node_modules/@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
  weight: '200 1000',
});
