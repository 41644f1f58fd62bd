// Where a request's time goes: the server as production runs it under `node --cpu-prof`, loaded
// on one path (PROFILE_PATH, /api/v1/health by default) for DURATION seconds by requests that
// accept compression as a browser's do; prints the functions with the most self time and the
// heaviest packages. Not a test: it prints numbers.
//   npx tsx bench/src/profile-health.ts
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, freshDataDir, runLoad, startServer } from './processes.ts';

const duration = Number(process.env.DURATION ?? 10);
const target = process.env.PROFILE_PATH ?? '/api/v1/health';
buildServer();
const dataDir = freshDataDir();
const profileDir = path.join(dataDir, 'profile');
const extra = process.env.SERVER_ENV ? (JSON.parse(process.env.SERVER_ENV) as Record<string, string>) : {};
const server = await startServer({
  dataDir,
  env: { TRUST_PROXY: 'true', ...extra },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
const result = await runLoad({
  url: `${server.base}${target}`,
  connections: 20,
  duration,
  headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
});
await server.stop();
console.log(`${target}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}
const file = fs.readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
// Only the samples of the load: the last DURATION seconds, less the shutdown's last half second.
const times: number[] = [];
let now = 0;
for (const delta of profile.timeDeltas) {
  now += delta;
  times.push(now);
}
const hits = new Map<number, number>();
for (const [i, id] of profile.samples.entries()) {
  const t = times[i] ?? 0;
  if (t > now - duration * 1e6 && t < now - 0.5e6) hits.set(id, (hits.get(id) ?? 0) + 1);
}
for (const node of profile.nodes) node.hitCount = hits.get(node.id) ?? 0;
const total = profile.nodes.reduce((n, node) => n + node.hitCount, 0);
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/');
  const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + node.hitCount);
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (url.includes('/apps/') ? 'curo' : url.startsWith('node:') ? 'node' : functionName || '(other)');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.hitCount);
}
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
console.log(`\nself time by package\n${top(byPackage, 20).join('\n')}`);
console.log(`\nself time by function\n${top(byFunction, 45).join('\n')}`);
fs.rmSync(dataDir, { recursive: true, force: true });
