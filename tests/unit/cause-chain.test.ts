import { describe, expect, it } from 'vitest';
import { describeCauses } from '../../generator/errors/cause-chain.ts';
import { sourceFrameLocator } from '../../generator/render/source-frames.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

describe('describeCauses', () => {
  it('lists an error and its causes, each where it was thrown, and stops on a cycle', () => {
    const inner = new RangeError('zoom level 99 is out of range');
    const outer = new Error('no map tiles', { cause: inner });
    const locate = (stack: string | undefined) =>
      stack?.includes('RangeError') ? 'components/a.tsx:2:3' : undefined;
    expect(describeCauses(outer, locate)).toBe(
      'Error: no map tiles ← caused by RangeError: zoom level 99 is out of range (at components/a.tsx:2:3)',
    );
    expect(describeCauses(new Error('x', { cause: 'a string' }), () => undefined)).toBe(
      'Error: x ← caused by a string',
    );
    const looping = new Error('again');
    looping.cause = looping;
    expect(describeCauses(looping, () => undefined).split(' ← ')).toHaveLength(8);
  });
});

describe('sourceFrameLocator', () => {
  it("names the first frame in the project's own code, relative to the root, past Node and node_modules frames", () => {
    const stack = [
      'Error: boom',
      '    at renderWithHooks (node:internal/whatever:1:2)',
      `    at Object.render (${PROJECT_ROOT}/node_modules/react-dom/cjs/server.js:10:5)`,
      `    at LocationPage (file://${PROJECT_ROOT}/components/pages/LocationPage.tsx:42:11)`,
      `    at App (${PROJECT_ROOT}/components/App.tsx:20:3)`,
    ].join('\n');
    expect(sourceFrameLocator(PROJECT_ROOT)(stack)).toBe('components/pages/LocationPage.tsx:42:11');
    expect(
      sourceFrameLocator(PROJECT_ROOT)('Error: boom\n    at node:internal/x:1:1'),
    ).toBeUndefined();
  });
});
