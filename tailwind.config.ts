import type { Config } from 'tailwindcss';

/** The boutique's palette and type; loaded by app/globals.css through @config. */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './context/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // Warm linen background, deep plum ink, terracotta accent, sage for success.
        linen: { 50: '#fdfaf6', 100: '#f8f1e8', 200: '#efe2d1', 300: '#e2cdb3' },
        plum: { 500: '#7b3f61', 600: '#6a3353', 700: '#562943', 800: '#3f1e31', 900: '#2a1421' },
        terracotta: { 400: '#d98a6a', 500: '#c8704e', 600: '#a9563a', 700: '#8a4430' },
        sage: { 100: '#e6efe6', 500: '#5f7f61', 700: '#3f5a41' },
        ink: { DEFAULT: '#2b2326', soft: '#5a4d52' },
      },
      fontFamily: {
        display: ['var(--font-display)', 'Georgia', 'serif'],
        sans: ['var(--font-sans)', 'system-ui', 'sans-serif'],
      },
    },
  },
};

export default config;
