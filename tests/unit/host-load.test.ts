import { describe, expect, it } from 'vitest';
import { hostLoadBetween, sampleHostLoad } from '../../tools/bench/host-load.ts';

describe('host load of a benchmark run', () => {
  it('turns two samples into the share of time threads waited and the share of CPU time stolen', () => {
    const before = { at: 1_000, pressureMicros: 5_000_000, steal: 100, total: 10_000 };
    // 2 s later: threads waited 0.5 s, and 30 of 600 ticks went to other tenants.
    const after = { at: 3_000, pressureMicros: 5_500_000, steal: 130, total: 10_600 };
    expect(hostLoadBetween(before, after)).toEqual({ cpuPressurePct: 25, stealPct: 5 });
  });

  it('leaves out what the system does not report', () => {
    expect(hostLoadBetween({ at: 0 }, { at: 1_000 })).toEqual({});
  });

  it('reads this machine’s counters where Linux has them', async () => {
    const sample = await sampleHostLoad();
    if (process.platform !== 'linux') return expect(sample.total).toBeUndefined();
    expect(sample.total).toBeGreaterThan(0);
    expect(sample.steal).toBeGreaterThanOrEqual(0);
  });
});
