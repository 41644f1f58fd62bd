// Page load on a throttled phone: the home page, /pricing, a blog post and /book in headless
// Chromium with 4× CPU slowdown, 1.6 Mbps down/up… and 150 ms round trips (Chrome DevTools'
// "slow 4G"-like profile the issue names). Prints LCP, CLS and the JavaScript each page fetched
// (bytes on the wire, which are gzip or brotli, and uncompressed), against the goal of LCP ≤ 2.5 s
// and ≤ 100 KiB of JavaScript. Run after `npm run build`:
//   npm run bench:pages -w @curo/bench            (median of 3 loads a page)
//   PAGES_RUNS=5 PAGES_UNTHROTTLED=1 npm run bench:pages -w @curo/bench
// PAGES_BASE=http://127.0.0.1:3000 measures a server that is already running instead of starting
// one in-process. PAGES_BASELINE=path.json compares with an earlier run's `--json` output.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { startBenchApp } from './bench-app';
import { type PageResult, type PageSample, pagesReport, summarise } from './pages-report';

const RUNS = Number(process.env.PAGES_RUNS ?? 3);
const THROTTLED = process.env.PAGES_UNTHROTTLED !== '1';
const JSON_OUT = process.argv.includes('--json');

/** 1.6 Mbps down, 750 kbps up, 150 ms RTT, 4× slower CPU. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_RATE = 4;

const app = process.env.PAGES_BASE ? null : await startBenchApp();
const base = process.env.PAGES_BASE ?? app?.base ?? '';

/** A live blog post's path, from the public API. */
async function blogPostPath(): Promise<string> {
  const res = await fetch(`${base}/api/v1/blogPosts`);
  const body = (await res.json()) as { items?: { slug: string }[] };
  const slug = body.items?.[0]?.slug;
  if (!slug) throw new Error('The demo data has no live blog post');
  return `/blog/${slug}`;
}

const pages = [
  { name: 'home', path: '/' },
  { name: 'pricing', path: '/pricing' },
  { name: 'blog post', path: await blogPostPath() },
  { name: 'book', path: '/book' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});

/** One cold load (new context: empty cache) of a page. */
async function measure(path: string): Promise<PageSample> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (THROTTLED) {
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  }
  const js = { wire: 0, decoded: 0 };
  const jsRequests = new Set<string>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') jsRequests.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (jsRequests.has(e.requestId)) js.wire += e.encodedDataLength;
  });
  cdp.on('Network.dataReceived', (e) => {
    if (jsRequests.has(e.requestId)) js.decoded += e.dataLength;
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    w.__lcp = 0;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.locator('h1').first().waitFor({ timeout: 60_000 });
  // LCP is final once the page has had a moment without new content; a last frame settles it.
  await page.waitForTimeout(1000);
  const { lcp, cls } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __cls: number };
    return { lcp: w.__lcp, cls: w.__cls };
  });
  await context.close();
  return { lcpMs: lcp, cls, jsWireBytes: js.wire, jsDecodedBytes: js.decoded };
}

const results: PageResult[] = [];
try {
  for (const p of pages) {
    const samples: PageSample[] = [];
    for (let i = 0; i < RUNS; i++) samples.push(await measure(p.path));
    results.push({ name: p.name, path: p.path, ...summarise(samples) });
  }
} finally {
  await browser.close();
  await app?.close();
}

if (JSON_OUT) console.log(JSON.stringify(results, null, 2));
else {
  const baseline = process.env.PAGES_BASELINE
    ? (JSON.parse(fs.readFileSync(process.env.PAGES_BASELINE, 'utf8')) as PageResult[])
    : null;
  console.log(
    `Pages, ${THROTTLED ? `throttled (${CPU_RATE}× CPU, 1.6 Mbps, 150 ms RTT)` : 'unthrottled'}, median of ${RUNS}, 375 px`,
  );
  console.log(pagesReport(results, baseline));
}
