import { describe, expect, it } from 'vitest';
import type { PlannedBatch } from '../../generator/render/render-pool.ts';
import { parseShard, shardBatches } from '../../generator/render/shards.ts';

/** A plan of batches whose routes cost what `costs` says, one list per batch. */
function planOf(costs: number[][]): { plan: PlannedBatch[]; costOf: (index: number) => number } {
  const all: number[] = [];
  const plan = costs.map((batch, number) => {
    const indexes = batch.map((cost) => all.push(cost) - 1);
    return { batch: number, firstIndex: indexes[0] ?? 0, indexes };
  });
  return { plan, costOf: (index) => all[index]! };
}

describe('shard split', () => {
  it('gives every batch to exactly one shard, the same on every runner', () => {
    const { plan, costOf } = planOf(
      Array.from({ length: 23 }, (_, batch) => [1 + (batch % 5), 2, 3 * (batch % 3)]),
    );
    const shards = [1, 2, 3, 4].map((index) => shardBatches(plan, costOf, { index, count: 4 }));
    const taken = shards.flatMap((shard) => [...shard]);
    expect(taken.sort((a, b) => a - b)).toEqual(plan.map((batch) => batch.batch));
    expect(shardBatches(plan, costOf, { index: 2, count: 4 })).toEqual(shards[1]);
  });

  it('balances by cost, not by count: a costly batch gets a shard of its own', () => {
    // One batch of long posts costs as much as the four batches of small pages together.
    const { plan, costOf } = planOf([
      [10, 10],
      [1, 1, 1, 1, 1],
      [1, 1, 1, 1, 1],
      [1, 1, 1, 1, 1],
      [1, 1, 1, 1, 1],
    ]);
    expect(shardBatches(plan, costOf, { index: 1, count: 2 })).toEqual(new Set([0]));
    expect(shardBatches(plan, costOf, { index: 2, count: 2 })).toEqual(new Set([1, 2, 3, 4]));
  });

  it('leaves a shard empty when there are more shards than batches', () => {
    const { plan, costOf } = planOf([[1], [1]]);
    expect(shardBatches(plan, costOf, { index: 3, count: 3 }).size).toBe(0);
  });
});

describe('--shard i/n', () => {
  it('reads i/n and explains anything else', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    expect(parseShard(' 1/1 ')).toEqual({ index: 1, count: 1 });
    expect(parseShard('0/3')).toMatch(/must be 1 to 3/);
    expect(parseShard('4/3')).toMatch(/must be 1 to 3/);
    expect(parseShard('1/0')).toMatch(/must be 1 to 1/);
    expect(parseShard('1-3')).toMatch(/is not i\/n/);
  });
});
