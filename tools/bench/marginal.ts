/** What the marginal cost needs of a benchmark run. */
export interface SizedRun {
  extraPages: number;
  routes: number;
  wallMs: number;
  /** Which round of the benchmark built it (every round builds every size once, one after the other). */
  round: number;
}

/**
 * The wall time one more page costs, between two site sizes: per round, the
 * difference between that round's two builds divided by the difference in
 * pages, and the median over the rounds (the upper middle one of an even
 * count). Pairing builds of the same round, made a few seconds apart, keeps
 * the host's drift out of the difference: on a shared machine its speed moves
 * by a third within half an hour, far more than between two adjacent builds.
 * Returns the pair of runs whose difference is the median.
 */
export function pairedMarginal<T extends SizedRun>(
  runs: readonly T[],
  smallPages: number,
  bigPages: number,
): { msPerPage: number; small: T; big: T } | undefined {
  const pairs = [...new Set(runs.map((run) => run.round))].flatMap((round) => {
    const small = runs.find((run) => run.round === round && run.extraPages === smallPages);
    const big = runs.find((run) => run.round === round && run.extraPages === bigPages);
    return small && big && big.routes !== small.routes
      ? [{ msPerPage: (big.wallMs - small.wallMs) / (big.routes - small.routes), small, big }]
      : [];
  });
  pairs.sort((a, b) => a.msPerPage - b.msPerPage);
  return pairs[Math.floor(pairs.length / 2)];
}
