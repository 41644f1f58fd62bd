/** How well media is flowing with one person, as the call shows it. */
export type TQuality = 'good' | 'fair' | 'poor';

/** Counters read from one `getStats()` report. */
export interface StatsSample {
  /** Packets lost and received so far on every incoming stream. */
  lost: number;
  received: number;
  /** Round-trip time of the pair of candidates in use, in milliseconds. */
  rttMs: number | null;
}

/** Loss and delay past which a call is fair or poor (decision 0031). */
export const FAIR = { loss: 0.02, rttMs: 250 } as const;
export const POOR = { loss: 0.08, rttMs: 500 } as const;

type Stat = Record<string, unknown> & { type: string; id: string };
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The counters of a `getStats()` report: incoming packets, and the round trip of the pair in use. */
export function readSample(report: RTCStatsReport): StatsSample {
  const stats: Stat[] = [];
  report.forEach((s: Stat) => {
    stats.push(s);
  });
  let lost = 0;
  let received = 0;
  for (const s of stats)
    if (s.type === 'inbound-rtp') {
      lost += Math.max(0, num(s.packetsLost));
      received += num(s.packetsReceived);
    }
  const transport = stats.find(
    (s) => s.type === 'transport' && typeof s.selectedCandidatePairId === 'string',
  );
  const pair =
    stats.find((s) => s.id === transport?.selectedCandidatePairId) ??
    stats.find((s) => s.type === 'candidate-pair' && s.nominated === true && s.state === 'succeeded');
  const rtt = pair?.currentRoundTripTime;
  return { lost, received, rttMs: typeof rtt === 'number' ? Math.round(rtt * 1000) : null };
}

/**
 * The quality between two samples: the share of packets lost since the last one, and the round
 * trip now. Null when nothing has flowed yet to judge by.
 */
export function qualityOf(previous: StatsSample | null, next: StatsSample): TQuality | null {
  const lost = Math.max(0, next.lost - (previous?.lost ?? 0));
  const received = Math.max(0, next.received - (previous?.received ?? 0));
  const total = lost + received;
  if (total === 0 && next.rttMs === null) return null;
  const loss = total > 0 ? lost / total : 0;
  const rtt = next.rttMs ?? 0;
  if (loss >= POOR.loss || rtt >= POOR.rttMs) return 'poor';
  if (loss >= FAIR.loss || rtt >= FAIR.rttMs) return 'fair';
  return 'good';
}
