import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { PROJECT_ROOT } from '../support/project-copy.ts';

const run = promisify(execFile);
const MODULE = path.join(PROJECT_ROOT, 'generator', 'graph', 'compiler-tiering.ts');

/**
 * In a process of its own (the setting is V8's, for the whole process): how many calls of a
 * new function V8 takes to optimise it, as usual, after optimiseLater, and after
 * optimiseAsUsual. TurboFan compiles on this thread (--no-concurrent-recompilation), so the
 * count is exact; each function has source of its own, so none shares another's feedback.
 */
const PROBE = `
import { optimiseAsUsual, optimiseLater, optimisingLater } from ${JSON.stringify(MODULE)};
const optimised = (f) => (eval('%GetOptimizationStatus(f)') & 16) !== 0;
let made = 0;
function callsToOptimise() {
  const f = new Function('x', '/* ' + made++ + ' */ return (x * 2 + 1) % 97;');
  for (let call = 1; call <= 2000000; call++) {
    f(call);
    if (call % 500 === 0 && optimised(f)) return call;
  }
  return Infinity;
}
const usual = callsToOptimise();
optimiseLater();
const later = [callsToOptimise(), optimisingLater()];
optimiseAsUsual();
const again = [callsToOptimise(), optimisingLater()];
console.log(JSON.stringify({ usual, later, again }));
`;

/** The last line `script` prints, run as a module in a Node process of its own with `flags`. */
async function lastLineOf(flags: string[], script: string): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [...flags, '--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: PROJECT_ROOT },
  );
  return stdout.trim().split('\n').at(-1)!;
}

test('optimiseLater makes V8 run a function several times longer before optimising it; optimiseAsUsual restores its own budget', async () => {
  const line = await lastLineOf(['--allow-natives-syntax', '--no-concurrent-recompilation'], PROBE);
  const { usual, later, again } = JSON.parse(line) as {
    usual: number;
    later: [number, boolean];
    again: [number, boolean];
  };
  expect(usual).toBeGreaterThan(0);
  expect(usual).toBeLessThan(100_000);
  expect(later[1]).toBe(true);
  expect(later[0]).toBeGreaterThanOrEqual(4 * usual);
  expect(again[1]).toBe(false);
  expect(again[0]).toBe(usual);
});

test('a budget set on the command line is left as it is', async () => {
  const line = await lastLineOf(
    ['--interrupt-budget=1000000'],
    `import { optimiseLater, optimisingLater } from ${JSON.stringify(MODULE)};
     optimiseLater(); console.log(optimisingLater());`,
  );
  expect(line).toBe('false');
});
