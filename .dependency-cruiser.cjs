/**
 * Dependency rules of the API (`npm run depcheck`, part of `npm test`). A module is a folder of
 * server/src/modules/; the platform under it (db/, plugins/, lib/) never imports one. See
 * docs/adr/0008-checkout-without-loops.md.
 *
 * The storefront's rules follow them (docs/architecture.md, Storefront): layers app/ → components/ → context/ →
 * lib/ → contract/, never upward; component domains in one declared order; only lib/api/ calls the API.
 */

/** The storefront's layers, top to bottom: each imports only those below it. */
const STOREFRONT_LAYERS = ['app', 'components', 'context', 'lib', 'contract'];

/**
 * The component domains (folders of components/), each importing only those listed after it, so no two ever
 * import each other. The order is who shows whose pieces: the shell (layout) holds the search box; the home page
 * and a search show product grids; a product card carries the wishlist heart; the admin console shows an order's
 * payment and return states; checkout ends on the order's summary and picks from the account's addresses; an
 * order's summary is the cart's. components/ui/ is the shared shelf under all of them: it imports no domain, so a
 * piece two domains share (a dialog, a form's alert, a line's thumbnail) moves there rather than into one of them.
 */
const COMPONENT_DOMAINS = [
  'layout',
  'home',
  'content',
  'search',
  'product',
  'wishlist',
  'admin',
  'checkout',
  'orders',
  'repairs',
  'cart',
  'account',
];

/** Rules letting each folder of `order` (under `prefix`) import only the folders after it. */
function oneWay(prefix, order, name, comment) {
  return order.slice(1).map((folder, i) => ({
    name: `${name}-${folder}`,
    comment: comment(folder),
    severity: 'error',
    from: { path: `^${prefix}${folder}/` },
    to: { path: `^${prefix}(${order.slice(0, i + 1).join('|')})/` },
  }));
}

const storefrontRules = [
  ...oneWay('', STOREFRONT_LAYERS, 'no-upward-import-from', (layer) => `${layer}/ never imports a layer above it.`),
  {
    name: 'no-server-import-from-contract',
    comment: 'The contract is shared by both programs and imports neither.',
    severity: 'error',
    from: { path: '^contract/' },
    to: { path: '^server/' },
  },
  {
    name: 'no-domain-import-from-ui',
    comment: 'components/ui/ is the shared shelf: it imports no component domain.',
    severity: 'error',
    from: { path: '^components/ui/' },
    to: { path: '^components/', pathNot: '^components/ui/' },
  },
  ...oneWay(
    'components/',
    COMPONENT_DOMAINS,
    'component-domain-order',
    (domain) =>
      `components/${domain}/ imports only the domains after it in COMPONENT_DOMAINS (and ui/); ` +
      'a piece both sides need moves to components/ui/.',
  ),
  {
    name: 'component-domain-undeclared',
    comment: 'A new folder of components/ takes its place in COMPONENT_DOMAINS before it imports another domain.',
    severity: 'error',
    from: { path: `^components/(?!(?:ui|${COMPONENT_DOMAINS.join('|')})/)([^/]+)/` },
    to: { path: '^components/', pathNot: ['^components/ui/', '^components/$1/'] },
  },
  {
    name: 'no-component-domain-cycle',
    comment: 'No import cycle between folders of components/ (the declared order forbids them; this names the loop).',
    severity: 'error',
    scope: 'folder',
    from: { path: '^components/[^/]+' },
    to: { path: '^components/[^/]+', circular: true },
  },
  {
    name: 'api-calls-only-in-lib-api',
    comment:
      'Only lib/api/ talks to the API: its transport (axios, the client with bearer and refresh, fetchJson) is ' +
      "imported nowhere else; the rest calls lib/api's functions and query hooks.",
    severity: 'error',
    from: { pathNot: '^lib/api/' },
    to: { path: ['^node_modules/axios/', '^lib/api/(client|fetch-json)\\.ts$'] },
  },
];

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
    ...storefrontRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests may reach across (a module's test starts the whole app); the rules hold for the code that ships.
    exclude: { path: ['\\.test\\.tsx?$', '^server/src/test/', '^test/'] },
    tsPreCompilationDeps: true,
    // The storefront imports by its `@/` alias, and both programs the contract by its package exports.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
