// The page benchmark's summary and table (pages.bench.ts).

/** One cold load of a page. */
export interface PageSample {
  lcpMs: number;
  cls: number;
  /** JavaScript bytes on the wire (compressed when the server compresses). */
  jsWireBytes: number;
  /** JavaScript bytes after decoding. */
  jsDecodedBytes: number;
}

export interface PageResult extends PageSample {
  name: string;
  path: string;
}

/** The goals of issue 15: LCP at most 2.5 s throttled, at most 100 KiB of JavaScript compressed. */
export const GOALS = { lcpMs: 2500, jsWireBytes: 100 * 1024 };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The median of each measure over the samples. */
export function summarise(samples: PageSample[]): PageSample {
  return {
    lcpMs: median(samples.map((s) => s.lcpMs)),
    cls: median(samples.map((s) => s.cls)),
    jsWireBytes: median(samples.map((s) => s.jsWireBytes)),
    jsDecodedBytes: median(samples.map((s) => s.jsDecodedBytes)),
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const change = (before: number | undefined, show: (n: number) => string) =>
  before === undefined ? '' : ` (was ${show(before)})`;

/** A line a page: LCP, CLS, JS on the wire and decoded, whether it meets the goals, and the baseline. */
export function pagesReport(results: PageResult[], baseline: PageResult[] | null): string {
  const rows = results.map((r) => {
    const before = baseline?.find((b) => b.path === r.path || b.name === r.name);
    const meets = r.lcpMs <= GOALS.lcpMs && r.jsWireBytes <= GOALS.jsWireBytes;
    return [
      `${r.name.padEnd(10)} ${r.path}`,
      `  LCP ${seconds(r.lcpMs)}${change(before?.lcpMs, seconds)}`,
      `  CLS ${r.cls.toFixed(3)}${change(before?.cls, (n) => n.toFixed(3))}`,
      `  JS ${kib(r.jsWireBytes)} on the wire${change(before?.jsWireBytes, kib)}, ${kib(r.jsDecodedBytes)} decoded${change(before?.jsDecodedBytes, kib)}`,
      `  ${meets ? 'meets' : 'misses'} the goal (LCP ≤ ${seconds(GOALS.lcpMs)}, JS ≤ ${kib(GOALS.jsWireBytes)})`,
    ].join('\n');
  });
  return rows.join('\n');
}
