import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { bundleRenderer } from '../../generator/render/render-bundle.ts';
import { RenderPool } from '../../generator/render/render-pool.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

async function buildWith(
  workers: number,
  stampThreadsAfter?: number,
): Promise<{
  outDir: string;
  renderThreadsCpuMs?: number;
  stampThreadsCpuMs?: number;
  processCpuMs: number;
}> {
  const folder = await mkdtemp(path.join(os.tmpdir(), `fernhill-workers-${workers}-`));
  folders.push(folder);
  const outDir = path.join(folder, 'dist');
  const before = process.cpuUsage();
  const { renderThreadsCpuMs, stampThreadsCpuMs } = await build({
    root: PROJECT_ROOT,
    sink: 'disk',
    outDir,
    workers,
    // With .br/.gz: the threads that stamp a page also compress it, and must agree byte for byte.
    precompress: true,
    ...(stampThreadsAfter === undefined ? {} : { stampThreadsAfter }),
  });
  const { user, system } = process.cpuUsage(before);
  return {
    outDir,
    ...(renderThreadsCpuMs === undefined ? {} : { renderThreadsCpuMs }),
    ...(stampThreadsCpuMs === undefined ? {} : { stampThreadsCpuMs }),
    processCpuMs: (user + system) / 1000,
  };
}

describe('parallel rendering (issue 7)', () => {
  it('writes a dist/ byte-identical to the serial build, whatever the number of worker threads, stamped on the render threads or on new ones', async () => {
    const { outDir: serial } = await buildWith(1);
    // Past STAMP_THREADS_AFTER pages (here at once), the pages are stamped on threads that did not render.
    const { outDir: parallel } = await buildWith(3, 0);
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
    'reports the render threads’ CPU time, a part of the whole build’s, and what of it stamping took',
    async () => {
      const { renderThreadsCpuMs, stampThreadsCpuMs, processCpuMs } = await buildWith(2);
      // Hundreds of pages take the render threads well over 100 ms; they cannot use more than the process did.
      expect(renderThreadsCpuMs).toBeGreaterThan(100);
      expect(renderThreadsCpuMs).toBeLessThan(processCpuMs);
      // Stamping and compressing every page and its page data after the render: a part of that time.
      expect(stampThreadsCpuMs).toBeGreaterThan(0);
      expect(stampThreadsCpuMs).toBeLessThan(renderThreadsCpuMs!);
    },
    240_000,
  );

  it.runIf(process.platform === 'linux')(
    'past STAMP_THREADS_AFTER pages, frees the render threads before it stamps on new ones, and counts both’s CPU time',
    async () => {
      // What each pool does first, in order: pools named as they are first met.
      const events: string[] = [];
      const names = new Map<RenderPool, string>();
      // The methods themselves, called on each pool as they were (`this` given by `noted`).
      // eslint-disable-next-line @typescript-eslint/unbound-method
      const { close, render, stamp } = RenderPool.prototype;
      const noted = <A extends unknown[], R>(event: string, method: (...args: A) => R) =>
        function (this: RenderPool, ...args: A): R {
          if (!names.has(this)) names.set(this, `pool ${names.size + 1}`);
          const line = `${names.get(this)} ${event}`;
          if (!events.includes(line)) events.push(line);
          return method.apply(this, args);
        };
      Object.assign(RenderPool.prototype, {
        close: noted('closed', close),
        render: noted('rendered', render),
        stamp: noted('stamped', stamp),
      });
      try {
        const past = await buildWith(2, 0);
        expect(events).toEqual([
          'pool 1 rendered',
          'pool 1 closed',
          'pool 2 stamped',
          'pool 2 closed',
        ]);
        // The render's CPU time and the stamp's, on threads of their own: both counted.
        expect(past.stampThreadsCpuMs).toBeGreaterThan(0);
        expect(past.renderThreadsCpuMs).toBeGreaterThan(past.stampThreadsCpuMs! + 100);
        expect(past.renderThreadsCpuMs).toBeLessThan(past.processCpuMs);
        // Below it, the render threads stamp.
        events.length = 0;
        names.clear();
        await buildWith(2);
        expect(events).toEqual(['pool 1 rendered', 'pool 1 stamped', 'pool 1 closed']);
      } finally {
        Object.assign(RenderPool.prototype, { close, render, stamp });
      }
    },
    240_000,
  );

  it.runIf(process.platform === 'linux')(
    'counts the CPU time the threads spend stamping and compressing, after their last batch',
    async () => {
      const folder = await mkdtemp(path.join(os.tmpdir(), 'fernhill-stamp-cpu-'));
      folders.push(folder);
      const placeholder = 'p'.repeat(16);
      const page = `<!doctype html><p>${'Stamped and compressed. '.repeat(4000)}${placeholder}</p>`;
      const files = Array.from({ length: 40 }, (_, index) => `page-${index}.html`);
      await Promise.all(files.map((file) => writeFile(path.join(folder, file), page)));
      // Threads that only stamp (as after `build --merge`): every reply they send is a stamp job's.
      const pool = new RenderPool(await bundleRenderer(PROJECT_ROOT), undefined, 2);
      try {
        expect(pool.threadsCpuMs).toBeUndefined();
        const stamp = { placeholder, buildHash: 'b'.repeat(16) };
        const variants = await pool.stamp(folder, files, stamp, true);
        expect(variants.files).toBe(80);
        expect(await readFile(path.join(folder, 'page-0.html'), 'utf8')).toContain(stamp.buildHash);
        // Brotli at its highest quality over 40 pages of about 100 KB: tens of milliseconds at least.
        expect(pool.threadsCpuMs).toBeGreaterThan(20);
      } finally {
        await pool.close();
      }
    },
    120_000,
  );
});
