// Bundles the server into dist/main.js, and `npm run backup`/`restore` into dist/ops-cli.js. Workspace code (@curo/core) is bundled in; packages
// from node_modules stay external and are loaded at run time.
//
//   node build.mjs --outdir <dir>   the same bundles elsewhere (the chaos test builds its own copy)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const here = import.meta.dirname;
const { values } = parseArgs({ options: { outdir: { type: 'string', default: path.join(here, 'dist') } } });

await build({
  entryPoints: [path.join(here, 'src/main.ts'), path.join(here, 'src/ops-cli.ts')],
  outdir: values.outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@curo/core': path.join(here, '../../packages/core/src') },
  logLevel: 'warning',
});
