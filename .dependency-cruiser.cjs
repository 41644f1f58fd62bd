// The shape of the code, checked on every `npm test` (docs/architecture.md, "Rules CI enforces").
// A rule here is a build rule: a violation fails the suite. Change a rule deliberately, with the
// architecture note, never to let one import through.
const TEST = '(\\.test\\.tsx?$|/test/|/testing/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle makes load order matter and hides which part depends on which.',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    // ── Web ──────────────────────────────────────────────────────────────────────────────────
    {
      name: 'web-feature-island',
      severity: 'error',
      comment:
        'A feature reaches another only through its index.ts, and only where a page embeds a part of it. ' +
        'Shared pieces live in components/ or lib/.',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TEST },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'web-feature-island-tests',
      severity: 'error',
      comment: "A feature's tests may also use another feature's test builders (its testing/ folder).",
      from: { path: `^apps/web/src/features/([^/]+)/.*${TEST}` },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/[^/]+/index\\.tsx?$',
          '^apps/web/src/features/[^/]+/testing/',
        ],
      },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment: 'components/ and lib/ are below the features: they never import one.',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-app-through-index',
      severity: 'error',
      comment:
        "The app shell (router, layout) takes a feature's pages, the routes' entry points (each " +
        'its own chunk), and anything else through its index.ts.',
      from: { path: '^apps/web/src/app/', pathNot: TEST },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: ['^apps/web/src/features/[^/]+/index\\.tsx?$', '^apps/web/src/features/[^/]+/pages/'],
      },
    },
    {
      name: 'web-no-server',
      severity: 'error',
      comment:
        'The browser shares packages/core with the server, never the server itself (a test may start ' +
        'the real server to prove the client against it).',
      from: { path: '^apps/web/', pathNot: TEST },
      to: { path: '^apps/api/' },
    },
    // ── API ──────────────────────────────────────────────────────────────────────────────────
    {
      name: 'api-drizzle-in-repositories',
      severity: 'error',
      comment:
        'Drizzle (and the tables it maps) only in *.repository.ts and db/; use cases call repositories. ' +
        'Tests may read the database to check what was stored.',
      from: {
        path: '^apps/api/src/',
        pathNot: ['\\.repository\\.ts$', '^apps/api/src/db/', '\\.test\\.ts$'],
      },
      to: { path: ['^node_modules/drizzle-orm/', '^apps/api/src/db/schema'] },
    },
    {
      name: 'api-no-foreign-repository',
      severity: 'error',
      comment: "A module calls another through its exported use cases, never that module's repository.",
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: {
        path: '^apps/api/src/modules/([^/]+)/.*\\.repository\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'api-layers',
      severity: 'error',
      comment: 'db/ and platform/ are below the modules; the demo is an application above them all.',
      from: { path: '^apps/api/src/(db|platform)/' },
      to: { path: '^apps/api/src/(modules|demo)/' },
    },
    {
      name: 'api-modules-not-demo',
      severity: 'error',
      comment:
        'Modules, and the tests, do not know about the demo data: tests make the world they need ' +
        "(apps/api/test/accounts.ts and its neighbours). Only the demo's own tests read it.",
      from: { path: '^apps/api/(src/modules|src/platform|test)/' },
      to: { path: '^apps/api/src/demo/' },
    },
    {
      name: 'core-stands-alone',
      severity: 'error',
      comment: 'packages/core is shared by browser and server and depends on neither.',
      from: { path: '^packages/core/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|build|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
