// Bundles the server into dist/main.js, `npm run backup`/`restore` into dist/ops-cli.js, and makes
// dist/pglite-template, the migrated empty database a first start copies. Workspace code (@curo/core)
// is bundled in; packages from node_modules stay external and are loaded at run time.
//
//   node build.mjs --outdir <dir>   the same bundles elsewhere (the chaos test builds its own copy)
//   node build.mjs --skip-template  without dist/pglite-template
//   node build.mjs --only <entry>   that entry alone, no template (the tests' PGlite worker script)
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = import.meta.dirname;
const { values } = parseArgs({
  options: {
    outdir: { type: 'string', default: path.join(here, 'dist') },
    // For a build whose server always starts on a database made beforehand (the chaos test).
    'skip-template': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const entryPoints = {
  main: path.join(here, 'src/main.ts'),
  'ops-cli': path.join(here, 'src/ops-cli.ts'),
  'make-pglite-template': path.join(here, 'src/db/make-pglite-template.ts'),
  // The thread the server's embedded database runs in (decision 0069).
  'pglite-worker': path.join(here, 'src/db/pglite-worker.ts'),
};
const only = values.only;
if (only !== undefined && !(only in entryPoints))
  throw new Error(`--only takes one of ${Object.keys(entryPoints).join(', ')}, not ${only}`);

await build({
  entryPoints: only === undefined ? entryPoints : { [only]: entryPoints[only] },
  outdir: values.outdir,
  bundle: true,
  // main.js loads the application's modules with import() while the database opens: chunks.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@curo/core': path.join(here, '../../packages/core/src') },
  logLevel: 'warning',
});

// A migrated, empty PGlite database beside the server, which a first start copies instead of
// running initdb and every migration (decision 0067).
if (!values['skip-template'] && only === undefined)
  execFileSync(
    process.execPath,
    [path.join(values.outdir, 'make-pglite-template.js'), path.join(values.outdir, 'pglite-template')],
    { stdio: 'inherit' },
  );
