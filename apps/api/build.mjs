// Bundles the server into dist/main.js, and `npm run backup`/`restore` into dist/ops-cli.js. Workspace code (@curo/core) is bundled in; packages
// from node_modules stay external and are loaded at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/ops-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@curo/core': '../../packages/core/src' },
  logLevel: 'warning',
});
