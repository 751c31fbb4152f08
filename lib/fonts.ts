import localFont from 'next/font/local';

// Self-hosted from @fontsource packages: the build never reaches out to a font service.
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  variable: '--font-display',
  display: 'swap',
  weight: '300 700',
});

export const sansFont = localFont({
  src: '../node_modules/@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2',
  variable: '--font-sans',
  display: 'swap',
  weight: '200 1000',
});
