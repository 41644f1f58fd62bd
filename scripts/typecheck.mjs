#!/usr/bin/env node
// `npm run typecheck`: `tsc -p tsconfig.json` in every workspace that has a typecheck script, as
// many at once as the machine has cores (npm's --workspaces runs them one after another: on a
// 2-core machine that is about 40 % longer). Each workspace's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

if (workspaces.some((folder) => folder.includes('*')))
  throw new Error('typecheck.mjs expects workspace folders, not patterns');
const folders = workspaces.filter((folder) => {
  const manifest = path.join(root, folder, 'package.json');
  return fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).scripts?.typecheck;
});

/** Runs one workspace's check; answers whether it passed. */
function check(folder) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: path.join(root, folder) });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok' : 'FAILED'}  ${folder} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

// The apps take longest (about 80 % of the time): started first, the rest fill in beside them.
const queue = [...folders].sort((a, b) => Number(b.startsWith('apps/')) - Number(a.startsWith('apps/')));
const results = [];
const lanes = Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, async () => {
  for (let folder = queue.shift(); folder !== undefined; folder = queue.shift())
    results.push(await check(folder));
});
await Promise.all(lanes);
process.exit(results.every(Boolean) ? 0 : 1);
