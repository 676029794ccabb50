// The import boundaries of ARCHITECTURE.md ("Boundaries"), checked by dependency-cruiser as a step of
// `npm test` (scripts/test.mjs runs `npm run check:boundaries`). A breach names its rule and the two files.
// Breaches that existed when the check arrived are listed in .dependency-cruiser-known-violations.json
// (see docs/decisions/0024): they are tolerated until fixed, and that list may only shrink.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'browser-apps-import-contract-values-only-from-client',
      comment:
        'The site and the console take values from the contract only through @app/contract/client, so ' +
        "TypeBox and the server's schemas never reach a browser. Types may come from @app/contract with " +
        '`import type`. Tests and their helpers never ship, nor does the build config (with the landing shells, ' +
        'which only it reads), so they may use the full contract.',
      severity: 'error',
      from: {
        path: '^apps/(web|console)/',
        pathNot: [
          '\\.test\\.tsx?$',
          '^apps/(web|console)/src/test/',
          '^apps/(web|console)/vite\\.config\\.ts$',
          '^apps/web/src/app/landing-shells\\.ts$',
        ],
      },
      to: {
        path: '^packages/contract/',
        pathNot: '^packages/contract/src/client\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'site-and-server-share-only-the-contract',
      comment:
        'The contract is the only code shared between the site, the console and the server: none imports another.',
      severity: 'error',
      from: { path: '^apps/(web|console|server)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'contract-imports-nothing-from-the-apps',
      comment: 'The contract is the lower layer both apps build on; it must not depend on either of them.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'feature-uses-another-feature-only-through-its-service',
      comment:
        "A server feature never imports another feature's repository or internals; it asks that " +
        "feature's service.ts (passed in through the plugin's dependencies). Tests may look inside.",
      severity: 'error',
      from: { path: '^apps/server/src/features/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/features/',
        // Another feature's tables.ts is the rule below's, so that a breach names the table rule.
        pathNot: [
          '^apps/server/src/features/$1/',
          '^apps/server/src/features/[^/]+/service\\.ts$',
          '^apps/server/src/features/[^/]+/tables\\.ts$',
        ],
      },
    },
    {
      name: 'feature-queries-only-its-own-tables',
      comment:
        'Each table belongs to one feature (its tables.ts; decision 0029): only that feature reads or ' +
        "writes it, and what another feature needs of the data it asks that feature's service. A " +
        "tables.ts may import another feature's tables, and only to declare a foreign key: drizzle's " +
        '.references() needs the referenced column, and the database keeps the reference true; that ' +
        'import is not a query. The tables no one feature owns (operator audit, body keys) are in ' +
        "db/tables.ts. Tests may look inside; the seed (db/seed/) writes every feature's demo rows.",
      severity: 'error',
      from: {
        path: '^apps/server/src/features/([^/]+)/',
        pathNot: ['\\.test\\.ts$', '^apps/server/src/features/[^/]+/tables\\.ts$'],
      },
      to: {
        path: '^apps/server/src/features/[^/]+/tables\\.ts$',
        pathNot: '^apps/server/src/features/$1/',
      },
    },
    {
      name: 'tables-import-only-tables-of-other-features',
      comment:
        'A tables.ts only declares tables: of another feature it imports tables, for the foreign keys ' +
        'the rule above allows, and nothing else (no service, no repository).',
      severity: 'error',
      from: { path: '^apps/server/src/features/([^/]+)/tables\\.ts$' },
      to: {
        path: '^apps/server/src/features/',
        pathNot: ['^apps/server/src/features/$1/', '^apps/server/src/features/[^/]+/tables\\.ts$'],
      },
    },
    {
      name: 'shared-server-code-imports-no-feature',
      comment:
        'plugins/, lib/ and db/ are what features build on; a helper two features need lives there, ' +
        'never the other way round. The seed scripts (db/seed/) compose features like app.ts and cli/ do.',
      severity: 'error',
      from: {
        path: '^apps/server/src/(plugins|lib|db)/',
        pathNot: ['\\.test\\.ts$', '^apps/server/src/db/seed/'],
      },
      to: { path: '^apps/server/src/features/' },
    },
    {
      name: 'no-import-cycle',
      comment:
        'No module reaches itself through its imports, type-only imports included: a cycle means two ' +
        'modules are one in disguise, and the layering above stops meaning anything.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolved-import',
      comment:
        'Every import resolves to a file or package; otherwise the rules above could pass without ' +
        'seeing the import (for example @app/contract not resolving to packages/contract).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|migrations)/' },
    // Keep type-only imports in the graph: rule one tells them apart, the cycle rule counts them.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // The workspace packages resolve through node_modules to their sources via package.json "exports".
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    // The known violations may only shrink: one that is fixed but still listed fails the check
    // (`npm run boundaries:baseline` then drops it), and re-writing the list never adds a new one.
    baseline: { mode: 'shrink-only', staleEntriesSeverity: 'error' },
  },
};
