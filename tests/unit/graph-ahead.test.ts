import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { Graph, step } from '../../generator/graph/graph.ts';

/**
 * GraphOptions.ahead: the steps a long step (the render) reads go first; the
 * steps it does not read wait until it has begun. One thread runs every step's
 * code, so a sitemap worked out first would hold the render up.
 */
function site(events: string[], { failInput = false } = {}) {
  const input = step({
    name: 'routes',
    inputs: {},
    async run() {
      await sleep(5);
      if (failInput) throw new Error('routes failed');
      events.push('routes');
      return 'routes';
    },
  });
  const render = step({
    name: 'render',
    inputs: { input },
    async run() {
      events.push('render began');
      await sleep(20);
      events.push('render done');
      return 'pages';
    },
  });
  const sitemap = step({
    name: 'sitemap',
    inputs: {},
    run() {
      events.push('sitemap');
      return 'sitemap';
    },
  });
  // The sitemap is read first: without the gate it would run before the routes are done.
  const write = step({
    name: 'write',
    inputs: { sitemap, render },
    run: ({ sitemap, render }) => `${sitemap}+${render}`,
  });
  return { render, write };
}

describe('steps ahead', () => {
  it('runs the steps the render reads first, and the others once it has begun', async () => {
    const events: string[] = [];
    const { render, write } = site(events);
    const evaluation = await new Graph({ ahead: [render] }).evaluate([write], {});
    expect(evaluation.outputs.get('write')).toBe('sitemap+pages');
    expect(events).toEqual(['routes', 'render began', 'sitemap', 'render done']);

    const unordered: string[] = [];
    const plain = site(unordered);
    await new Graph().evaluate([plain.write], {});
    expect(unordered[0]).toBe('sitemap');
  });

  it('lets the others go when a step the render reads fails, reporting that failure', async () => {
    const events: string[] = [];
    const { render, write } = site(events, { failInput: true });
    await expect(new Graph({ ahead: [render] }).evaluate([write], {})).rejects.toThrow(
      'routes failed',
    );
    expect(events).not.toContain('render began');
  });

  it('lets the others go when the render is reused, and ignores steps ahead an evaluation does not read', async () => {
    const events: string[] = [];
    const { render, write } = site(events);
    const graph = new Graph({ ahead: [render] });
    await graph.evaluate([write], {});
    await graph.commit();
    events.length = 0;
    // Nothing changed: the render's key holds, it does not run again, and the sitemap still runs.
    const again = await graph.evaluate([write], {});
    expect(again.outputs.get('write')).toBe('sitemap+pages');
    expect(events).not.toContain('render began');

    const alone = step({ name: 'alone', inputs: {}, run: () => 'alone' });
    const other = await new Graph({ ahead: [render] }).evaluate([alone], {});
    expect(other.outputs.get('alone')).toBe('alone');
  });
});
