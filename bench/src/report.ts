// What the benchmarks print: percentiles of their samples and tables of the results.

/** The `p`th percentile of `values` by nearest rank (100: the largest); NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return atRank(sorted, p);
}

const atRank = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

/** How many samples, their median, 95th and 99th percentiles and the largest. */
export function summary(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: atRank(sorted, 50),
    p95: atRank(sorted, 95),
    p99: atRank(sorted, 99),
    max: atRank(sorted, 100),
  };
}

/**
 * Prints a table: a header of the columns' titles, then each row, the first column left-aligned
 * and the others right-aligned, each padded to its column's width.
 */
export function printTable(
  columns: ReadonlyArray<readonly [title: string, width: number]>,
  rows: ReadonlyArray<readonly string[]>,
) {
  const line = (cells: readonly string[]) =>
    console.log(
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(columns[i]?.[1] ?? 0) : cell.padStart(columns[i]?.[1] ?? 0)))
        .join(' '),
    );
  line(columns.map(([title]) => title));
  for (const row of rows) line(row);
}
