import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Text assets worth compressing; smaller files gain nothing from it. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside each text asset of the client
 * build, once, so the server negotiates `Accept-Encoding` without compressing anything per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'curo:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      const visit = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          if (entry.isDirectory()) visit(file);
          else if (COMPRESSIBLE.test(entry.name)) {
            const body = fs.readFileSync(file);
            if (body.length < MIN_BYTES) continue;
            fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
            fs.writeFileSync(
              `${file}.br`,
              zlib.brotliCompressSync(body, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
            );
          }
        }
      };
      visit(outDir);
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always for production: `NODE_ENV=development` in the environment (as `npm start`
  // had it) would otherwise give React's development runtime and absolute source paths. Vite reads
  // NODE_ENV after loading this file.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    root: import.meta.dirname,
    plugins: [react(), tailwindcss(), precompress()],
    // The browser build runs the app on Preact's React layer (decision 0045): React DOM alone was
    // 65 KB of the home page's 131 KB gzipped first load. The server render (`--ssr`), `vite` in
    // development and the component tests keep React; the end-to-end suite runs the shipped build.
    resolve:
      command === 'build' && !isSsrBuild
        ? {
            alias: [
              { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
              { find: /^react-dom$/, replacement: 'preact/compat' },
              { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
              { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
              { find: /^react$/, replacement: 'preact/compat' },
            ],
          }
        : undefined,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Written for debugging and error reports, never referenced from the bundle; the server
      // answers 404 for them.
      sourcemap: 'hidden',
      // The server build (apps/web/src/server) needs none of public/.
      copyPublicDir: !isSsrBuild,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            // The one entry's exports are never imported by anyone: rolldown may shape it freely,
            // which inlining common chunks (below) requires.
            preserveEntrySignatures: false,
            output: {
              codeSplitting: {
                // Everything the entry imports statically arrives in one file rather than dozens
                // of small ones (each a request, and a round trip on a phone).
                groups: [{ name: 'app', tags: ['$initial'] }],
                // Code shared by a few pages and under 4 KB (a form field, a card) goes into each
                // page's chunk instead of a file of its own: a page then arrives in one or two
                // requests instead of a dozen (decision 0045).
                experimentalInlineCommonChunks: { maxSize: 4 * 1024 },
              },
            },
          },
    },
    server: {
      proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } },
    },
  };
});
