import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function buildWith(
  workers: number,
): Promise<{ outDir: string; renderThreadsCpuMs?: number; processCpuMs: number }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), `fernhill-workers-${workers}-`));
  folders.push(folder);
  const outDir = path.join(folder, 'dist');
  const before = process.cpuUsage();
  const { renderThreadsCpuMs } = await build({ root: PROJECT_ROOT, sink: 'disk', outDir, workers });
  const { user, system } = process.cpuUsage(before);
  return {
    outDir,
    ...(renderThreadsCpuMs === undefined ? {} : { renderThreadsCpuMs }),
    processCpuMs: (user + system) / 1000,
  };
}

describe('parallel rendering (issue 7)', () => {
  it('writes a dist/ byte-identical to the serial build, whatever the number of worker threads', async () => {
    const { outDir: serial } = await buildWith(1);
    const { outDir: parallel } = await buildWith(3);
    const files = (await fg('**/*', { cwd: serial, dot: true })).sort();
    expect(files.length).toBeGreaterThan(800);
    expect((await fg('**/*', { cwd: parallel, dot: true })).sort()).toEqual(files);
    const different: string[] = [];
    for (const file of files) {
      const [a, b] = await Promise.all([
        readFile(path.join(serial, file)),
        readFile(path.join(parallel, file)),
      ]);
      if (!a.equals(b)) different.push(file);
    }
    expect(different).toEqual([]);
  }, 240_000);

  it.runIf(process.platform === 'linux')(
    'reports the render threads’ CPU time, a part of the whole build’s',
    async () => {
      const { renderThreadsCpuMs, processCpuMs } = await buildWith(2);
      // Hundreds of pages take the render threads well over 100 ms; they cannot use more than the process did.
      expect(renderThreadsCpuMs).toBeGreaterThan(100);
      expect(renderThreadsCpuMs).toBeLessThan(processCpuMs);
    },
    240_000,
  );
});
