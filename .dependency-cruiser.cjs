/**
 * Dependency rules of the API (`npm run depcheck`, part of `npm test`). A module is a folder of
 * server/src/modules/; the platform under it (db/, plugins/, lib/) never imports one. See
 * docs/adr/0008-checkout-without-loops.md.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment:
        'Server modules depend on each other one way: a module that needs something of a module calling it takes ' +
        'it as an argument, reads the table, or lets the other react (a job written in the same transaction).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^server/src/modules/[^/]+' },
      to: { path: '^server/src/modules/[^/]+', circular: true },
    },
    {
      name: 'no-platform-to-module',
      comment: 'db/, plugins/ and lib/ are shared platform code: they never import a module (modules import them).',
      severity: 'error',
      from: { path: '^server/src/(db|plugins|lib)/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'no-schema-in-routes',
      comment:
        'A route makes one call into its module (service, queries, view): the queries live there, so a route file ' +
        '(routes.ts, *-routes.ts) never imports the schema.',
      severity: 'error',
      from: { path: ['^server/src/modules/.+/routes\\.ts$', '^server/src/modules/.+-routes\\.ts$'] },
      to: { path: '^server/src/db/schema\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach across (a module's test starts the whole app); the rules hold for the code that ships.
    exclude: { path: ['\\.test\\.ts$', '^server/src/test/'] },
    tsPreCompilationDeps: true,
  },
};
