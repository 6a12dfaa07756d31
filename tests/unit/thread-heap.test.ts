import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { workerHeapLimits } from '../../generator/render/render-pool.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

const run = promisify(execFile);
const MODULE = path.join(PROJECT_ROOT, 'generator', 'render', 'render-pool.ts');

/**
 * In a process of its own, with the build script's flag: the young generation
 * (MiB of new space, once it has grown) of a thread started with a render
 * thread's heap limits, and of the process's own thread, both after making
 * 2 million short-lived objects.
 */
const PROBE = `
import { Worker } from 'node:worker_threads';
import { getHeapSpaceStatistics } from 'node:v8';
import { threadsSizeTheirYoungGeneration, workerHeapLimits } from ${JSON.stringify(MODULE)};
const GARBAGE = 'let kept = []; for (let i = 0; i < 2e6; i++) { kept.push({ i }); if (kept.length > 10000) kept = []; }';
const NEW_SPACE = "require('node:v8').getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20";
if (process.argv.includes('--unset')) threadsSizeTheirYoungGeneration();
const worker = new Worker(
  GARBAGE + "; require('node:worker_threads').parentPort.postMessage(" + NEW_SPACE + ');',
  { eval: true, execArgv: [], resourceLimits: workerHeapLimits(0) },
);
const thread = await new Promise((resolve) => worker.once('message', resolve));
await worker.terminate();
eval(GARBAGE);
const main = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20;
console.log(JSON.stringify({ thread, main }));
`;

async function youngGenerations(...args: string[]): Promise<{ thread: number; main: number }> {
  const { stdout } = await run(
    process.execPath,
    [
      '--max-semi-space-size=2',
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      PROBE,
      '--',
      ...args,
    ],
    { cwd: PROJECT_ROOT },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { thread: number; main: number };
}

test("a render thread gets its own young generation under the build script's --max-semi-space-size=2, and the build thread keeps the flag's", async () => {
  const { thread, main } = await youngGenerations('--unset');
  expect(thread).toBe(workerHeapLimits(0).maxYoungGenerationSizeMb);
  expect(main).toBeLessThanOrEqual(4);
  // Without threadsSizeTheirYoungGeneration, V8 gives the thread the flag's size, not its own.
  expect((await youngGenerations()).thread).toBeLessThanOrEqual(4);
}, 60_000);
