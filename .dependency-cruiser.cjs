// The boundaries docs/architecture.md states, held by `npm run lint` (dependency-cruiser resolves
// each import to its file, so a relative path cannot slip past a rule).
const { join } = require('node:path');

const webSrc = '^apps/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'imports-resolve',
      comment: 'An import the rules cannot follow would slip past them (a broken `@/` alias).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'react-itself',
      comment:
        'The web runs React itself (docs/architecture.md): no import of Preact or its compat layer, aliased or not.',
      severity: 'error',
      from: {},
      to: { path: 'node_modules/(preact|preact-render-to-string|@preact/[^/]+)/' },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is used by both apps and depends on neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      comment: 'The web and the server meet only in packages/shared.',
      severity: 'error',
      from: { path: '^apps/(web|server)/' },
      to: { path: '^apps/', pathNot: ['^apps/$1/'] },
    },
    {
      name: 'features-do-not-import-each-other',
      comment: 'A feature uses only itself and the shared layers; app/ composes features.',
      severity: 'error',
      from: { path: `${webSrc}features/([^/]+)/` },
      to: { path: `${webSrc}features/`, pathNot: [`${webSrc}features/$1/`] },
    },
    {
      name: 'shared-layers-do-not-import-features',
      comment:
        'components, hooks, lib and config serve every feature and know none. Tests may render the whole app (test/render.tsx).',
      severity: 'error',
      from: { path: `${webSrc}(components|hooks|lib|config|locales)/`, pathNot: '[.]test[.]tsx?$' },
      to: { path: `${webSrc}(features|app)/` },
    },
    {
      name: 'features-do-not-import-the-app',
      comment: 'app/ sits above the features: routes and layout import them, never the reverse.',
      severity: 'error',
      from: { path: `${webSrc}features/` },
      to: { path: `${webSrc}app/` },
    },
    {
      name: 'no-barrels-in-the-web',
      comment:
        "Import the module itself (@giro/shared/orders/payment-methods): a barrel pulls every module it re-exports into the web's chunks.",
      severity: 'error',
      from: { path: '^apps/web/' },
      to: {
        path: [
          '^(packages/shared|apps/web)/src/index[.]tsx?$',
          '^(packages/shared|apps/web)/src/.*/index[.]tsx?$',
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/', '^apps/server/src/db/migrations/'] },
    tsPreCompilationDeps: true,
    // For the web's `@/` paths; an absolute name, from which TypeScript resolves `extends`. The
    // paths plugin dependency-cruiser uses needs the `baseUrl` that tsconfig sets.
    tsConfig: { fileName: join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
