// Bundles the server into dist/main.js. Workspace code (@curo/core) is bundled in; packages
// from node_modules stay external and are loaded at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@curo/core': '../../packages/core/src' },
  logLevel: 'warning',
});
