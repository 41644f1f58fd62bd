// Builds the web app and the server when missing or older than their sources (`npm start`,
// `npm run backup`, `npm run restore`).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A path in the repository. */
export const at = (...p) => path.join(root, ...p);

/** Newest modification time among the files under the given paths (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) visit(p);
  return latest;
}

const core = [at('packages/core/src')];
const targets = [
  {
    name: 'web app',
    workspace: '@curo/web',
    output: at('apps/web/dist/index.html'),
    sources: [
      ...core,
      at('apps/web/src'),
      at('apps/web/index.html'),
      at('apps/web/public'),
      at('apps/web/vite.config.ts'),
    ],
  },
  {
    name: 'server',
    workspace: '@curo/api',
    output: at('apps/api/dist/main.js'),
    sources: [...core, at('apps/api/src'), at('apps/api/build.mjs')],
  },
];

/** Builds each target (all unless `names` says which) that is missing or out of date. */
export function buildIfStale(names = targets.map((t) => t.name)) {
  for (const t of targets.filter((target) => names.includes(target.name))) {
    const built = fs.existsSync(t.output) ? fs.statSync(t.output).mtimeMs : 0;
    if (built >= newest(t.sources)) continue;
    console.log(`Building the ${t.name}…`);
    execSync(`npm run build -w ${t.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}
