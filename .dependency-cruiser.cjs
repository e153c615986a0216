/**
 * Architecture boundaries (docs/architecture.md, "Quality gates: code"). Run by
 * `npm run lint:boundaries`, inside `npm run lint`, and proved to bite by
 * apps/api/test/boundaries.test.ts.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment:
        'packages/domain holds pure rules shared by both sides: no Node, DOM, database or React code, ' +
        'nothing of the apps. It may import itself, zod, decimal.js and, in tests, vitest and fast-check.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: {
        pathNot: [
          '^packages/domain/',
          '(^|/)node_modules/(zod|decimal\\.js)/',
          '(^|/)node_modules/(vitest|@vitest|fast-check)/',
        ],
      },
    },
    {
      name: 'domain-tests-only-use-vitest',
      comment: 'The test runner and its property generator are no dependency of the rules themselves.',
      severity: 'error',
      from: { path: '^packages/domain/', pathNot: '\\.test\\.ts$' },
      to: { path: '(^|/)node_modules/(vitest|@vitest|fast-check)/' },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment:
        'A web feature is one module of the spec; only app/ assembles features. A piece two features ' +
        'need belongs in components/ or platform/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      comment: 'components/, platform/, config/ and lib/ serve every feature, so they import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|platform|config|lib|testing)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'api-module-reads-only-its-own-tables',
      comment:
        "A module owns its tables; another module reaches them through the owner's service " +
        'functions, never through its table definitions or repository.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '-(table|tables)\\.ts$' },
      to: {
        path: '^apps/api/src/modules/[^/]+/[^/]+-(table|tables|repository)\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'api-table-references-only-tables',
      comment:
        "A table may name another module's table for a foreign key (that is the schema), but reads " +
        'nothing through its repository.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/[^/]+-(table|tables)\\.ts$' },
      to: { path: '^apps/api/src/modules/', pathNot: ['^apps/api/src/modules/$1/', '-(table|tables)\\.ts$'] },
    },
    {
      name: 'api-platform-imports-no-module-rules',
      comment:
        'platform/ serves every module; besides gathering the tables for Drizzle (db/schema.ts) it ' +
        'depends on no module.',
      severity: 'error',
      from: { path: '^apps/api/src/platform/', pathNot: '^apps/api/src/platform/db/schema\\.ts$' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'api-modules-not-circular',
      comment:
        'Modules form layers: none imports, directly or through others, a module that depends on it. ' +
        'A lower module that needs a higher one declares what it needs (`*-neighbours.ts`) and the ' +
        'composition root (apps/api/src/module-routes.ts) hands it in. Checked on the folders of ' +
        'apps/api/src/modules.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/api/src/modules/[^/]+$' },
      to: { path: '^apps/api/src/modules/[^/]+$', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The drizzle schema list (it gathers every module's tables for drizzle-kit, nothing imports it
    // but the tooling) and the composition root's AppContext type would make every module folder
    // part of one loop; neither is a module's dependency.
    exclude: {
      path: [
        '(^|/)(dist|drizzle)/',
        '^apps/api/src/platform/db/schema\\.ts$',
        '^apps/api/src/app-context\\.ts$',
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
