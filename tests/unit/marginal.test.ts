import { describe, expect, it } from 'vitest';
import { pairedMarginal, type SizedRun } from '../../tools/bench/marginal.ts';

const run = (round: number, extraPages: number, wallMs: number): SizedRun => ({
  round,
  extraPages,
  routes: 400 + extraPages,
  wallMs,
});

describe('marginal cost per extra page (benchmark)', () => {
  it('differences builds of the same round and takes the median over the rounds', () => {
    const runs = [
      run(1, 1000, 2700),
      run(1, 10000, 8600),
      run(2, 1000, 3000),
      run(2, 10000, 8200),
      run(3, 1000, 3600),
      run(3, 10000, 9300),
    ];
    const result = pairedMarginal(runs, 1000, 10000)!;
    // Per round: 0.656, 0.578 and 0.633 ms. The median is round 3's; the medians of each size
    // would pair round 2's small build with round 1's big one (5600 / 9000 = 0.622 ms).
    expect(result.msPerPage).toBeCloseTo(5700 / 9000, 6);
    expect([result.small.round, result.big.round]).toEqual([3, 3]);
  });

  it('needs both sizes in a round, and says so by returning nothing', () => {
    expect(pairedMarginal([run(1, 1000, 2800), run(2, 10000, 8200)], 1000, 10000)).toBeUndefined();
    expect(pairedMarginal([run(1, 0, 2000), run(1, 10000, 9000)], 0, 10000)!.msPerPage).toBeCloseTo(
      7000 / 10000,
      6,
    );
  });
});
