// The load generator as a process of its own (so it does not share an event loop or a core's
// time slice with the server it measures): autocannon with the options given as JSON in argv[2],
// each request "from" a client of its own (X-Forwarded-For, for servers with TRUST_PROXY). Prints
// one JSON line: what the benchmarks read of autocannon's result.
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  /** Requests per second across all connections (autocannon's overallRate); as fast as possible when absent. */
  rate?: number;
}

/** What a load run reports. */
export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number; average: number };
  non2xx: number;
  errors: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const fixed = { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers };
const result = await autocannon({
  url: options.url,
  method: options.method ?? 'GET',
  body: options.body,
  headers: fixed,
  connections: options.connections,
  duration: options.duration,
  ...(options.rate ? { overallRate: options.rate } : {}),
  setupClient: (client: {
    setHeaders: (h: Record<string, string>) => void;
    on: (event: 'response', listener: () => void) => void;
  }) => {
    let n = Math.floor(Math.random() * 65_536) << 8;
    client.on('response', () => {
      n++;
      client.setHeaders({
        ...fixed,
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      });
    });
  },
} as autocannon.Options);
const summary: LoadResult = {
  requests: { average: result.requests.average, total: result.requests.total },
  latency: {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    average: result.latency.average,
  },
  non2xx: result.non2xx,
  errors: result.errors,
};
console.log(JSON.stringify(summary));
