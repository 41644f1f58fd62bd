import { describe, expect, it } from 'vitest';
import { qualityOf, readSample } from './quality';

const report = (stats: Array<Record<string, unknown>>) =>
  new Map(stats.map((s) => [s.id as string, s])) as unknown as RTCStatsReport;

describe('connection quality from getStats', () => {
  it('reads incoming packets and the round trip of the pair in use', () => {
    const sample = readSample(
      report([
        { id: 'in-a', type: 'inbound-rtp', kind: 'audio', packetsLost: 2, packetsReceived: 98 },
        { id: 'in-v', type: 'inbound-rtp', kind: 'video', packetsLost: 0, packetsReceived: 400 },
        { id: 't', type: 'transport', selectedCandidatePairId: 'p2' },
        { id: 'p1', type: 'candidate-pair', state: 'failed', currentRoundTripTime: 2 },
        {
          id: 'p2',
          type: 'candidate-pair',
          state: 'succeeded',
          nominated: true,
          currentRoundTripTime: 0.042,
        },
      ]),
    );
    expect(sample).toEqual({ lost: 2, received: 498, rttMs: 42 });
  });

  it('judges by the packets lost since the last reading and the round trip now', () => {
    const before = { lost: 10, received: 1000, rttMs: 40 };
    expect(qualityOf(before, { lost: 10, received: 1500, rttMs: 40 })).toBe('good');
    expect(qualityOf(before, { lost: 20, received: 1490, rttMs: 40 })).toBe('fair');
    expect(qualityOf(before, { lost: 60, received: 1450, rttMs: 40 })).toBe('poor');
    expect(qualityOf(before, { lost: 10, received: 1500, rttMs: 300 })).toBe('fair');
    expect(qualityOf(before, { lost: 10, received: 1500, rttMs: 650 })).toBe('poor');
  });

  it('says nothing before anything has flowed', () => {
    expect(qualityOf(null, { lost: 0, received: 0, rttMs: null })).toBeNull();
  });
});
