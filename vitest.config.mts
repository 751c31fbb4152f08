import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    maxWorkers: 2,
    // A form test types key by key through user-event in jsdom: seconds of CPU that a busy CI machine stretches
    // past vitest's 5 s default. A test that hangs still fails, later.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'storefront',
          include: [
            'app/**/*.test.{ts,tsx}',
            'lib/**/*.test.{ts,tsx}',
            'components/**/*.test.{ts,tsx}',
            'context/**/*.test.{ts,tsx}',
            'scripts/js-budget.test.mjs',
            'proxy.test.ts',
            'package-engines.test.ts',
            'docs/**/*.test.ts',
          ],
        },
      },
      // The storefront against a stock DRF + SimpleJWT backend's answers (test/stock-backend/stock-api.mjs):
      // `npx vitest run --project stock-backend`.
      { extends: true, test: { name: 'stock-backend', include: ['test/stock-backend/**/*.test.{ts,tsx}'] } },
    ],
  },
});
