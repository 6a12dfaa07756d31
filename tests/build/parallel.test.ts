import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function buildWith(workers: number): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), `fernhill-workers-${workers}-`));
  folders.push(folder);
  const outDir = path.join(folder, 'dist');
  await build({ root: PROJECT_ROOT, sink: 'disk', outDir, workers });
  return outDir;
}

describe('parallel rendering (issue 7)', () => {
  it('writes a dist/ byte-identical to the serial build, whatever the number of worker threads', async () => {
    const serial = await buildWith(1);
    const parallel = await buildWith(3);
    const files = (await fg('**/*', { cwd: serial, dot: true })).sort();
    expect(files.length).toBeGreaterThan(800);
    expect((await fg('**/*', { cwd: parallel, dot: true })).sort()).toEqual(files);
    const different: string[] = [];
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(path.join(serial, file)), readFile(path.join(parallel, file))]);
      if (!a.equals(b)) different.push(file);
    }
    expect(different).toEqual([]);
  }, 240_000);
});
