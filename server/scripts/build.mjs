// Bundles the API for `node dist/main.mjs`: our own sources and the contract package (TypeScript sources, so
// they must be compiled in) go into the bundle; every other package stays external and loads from node_modules.
import { build } from 'esbuild';

const BUNDLED = /^@fabric-tales\/contract(\/|$)/;

await build({
  entryPoints: ['src/main.ts', 'src/migrate.ts'],
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  outdir: 'dist',
  entryNames: '[name]',
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages-but-the-contract',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED.test(args.path) ? undefined : { external: true }));
      },
    },
  ],
});
