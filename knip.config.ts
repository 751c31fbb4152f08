import type { KnipConfig } from 'knip';

// Unused files, dependencies and exports of the three programs and the benchmarks (`npm run knip`, part of
// `npm test`). Knip's Next, Vitest, Playwright and ESLint plugins find most entry points themselves (app/ routes,
// proxy.ts, next.config.ts, the test files, the package.json scripts); what they cannot see is listed here.
const config: KnipConfig = {
  // An export its own file uses is part of that file's interface, not dead code.
  ignoreExportsUsedInFile: true,
  // System programs the cluster recipe, the Redis resilience test and the one-core benchmarks start.
  ignoreBinaries: ['redis-server', 'taskset'],
  workspaces: {
    '.': {
      // next.config.ts names the cache handler by path; the scripts are run by `node scripts/…` from package.json.
      // The stock-backend fixture server is started by playwright.config.ts's webServer command.
      entry: [
        'lib/security/csp-cache-handler.mjs',
        'scripts/*.mjs',
        'scripts/cluster/*.mjs',
        'test/stock-backend/server.mjs',
      ],
      project: ['**/*.{ts,tsx,mjs,cjs,css}'],
      // next/font/local reads the font files by path (lib/fonts.ts), never by import.
      ignoreDependencies: ['@fontsource-variable/nunito-sans', '@fontsource/cormorant-garamond'],
    },
    server: {
      // src/main.ts and src/migrate.ts come from the package.json scripts; the scripts/ tools are run by hand.
      entry: ['scripts/*.{ts,mjs}'],
      project: ['**/*.{ts,mjs}'],
    },
    contract: {
      project: ['src/**/*.ts'],
    },
    perf: {
      project: ['**/*.ts'],
    },
  },
};

export default config;
