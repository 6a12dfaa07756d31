import { describe, expect, it } from 'vitest';
import { cpuMsFromStat, threadCpuMs } from '../../generator/render/thread-cpu.ts';

describe('CPU time of one thread (benchmark)', () => {
  it('reads user and system time from a /proc stat line, whatever the command name holds', () => {
    // Fields 14 and 15 (utime, stime) are 250 and 37 clock ticks; the name has spaces and a ")".
    const stat =
      '4242 (node (worker) 2) S 4200 4200 4100 0 -1 4194368 900 0 0 0 250 37 0 0 20 0 14 0 864070 1133440000 52000';
    expect(cpuMsFromStat(stat)).toBe(2870);
    expect(() => cpuMsFromStat('not a stat line')).toThrow(/Not a \/proc stat line/);
  });

  it.runIf(process.platform === 'linux')(
    'counts the calling thread’s own work on Linux, never more than the process',
    () => {
      const before = threadCpuMs()!;
      const processBefore = process.cpuUsage();
      const giveUpAt = Date.now() + 10_000;
      let spin = 0;
      // Busy until this thread's counter has moved 100 ms (ten ticks), whatever else the host runs meanwhile.
      while (threadCpuMs()! - before < 100 && Date.now() < giveUpAt)
        for (let step = 0; step < 10_000; step += 1) spin += Math.sqrt(step + spin);
      const used = threadCpuMs()! - before;
      const processMs = (({ user, system }) => (user + system) / 1000)(
        process.cpuUsage(processBefore),
      );
      expect(spin).toBeGreaterThan(0);
      expect(used).toBeGreaterThanOrEqual(100);
      // The process counts in microseconds, the thread in 10 ms ticks, and both readings
      // of the thread (before and after) are rounded to a tick: up to two ticks apart.
      expect(used).toBeLessThanOrEqual(processMs + 20);
    },
  );
});
