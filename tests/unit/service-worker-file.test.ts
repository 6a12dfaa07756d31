import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serviceWorkerFile } from '../../generator/assets/service-worker.ts';

/**
 * dist/sw.js is the worker bundle with Workbox's precache list injected. A
 * build with the cache keeps the last one and takes it while the bundle, the
 * precached files and the packages are the same. Whether it was taken is told
 * by a kept worker whose text was changed: only a taken one shows it.
 */
let root: string;
let dist: string;
const keptDir = () => path.join(root, 'cache', 'service-worker');
const BUNDLE = 'import{precacheAndRoute as p}from"x";p(self.__WB_MANIFEST);';

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'fernhill-sw-'));
  dist = path.join(root, 'dist');
  await put('_assets/site.0123456789abcdef.css', 'body{}');
  await put('_assets/js/main.0123456789.js', 'console.log(1)');
  await put('_assets/fonts/inter-latin-400-normal.0123456789.woff2', 'font');
  await put('_assets/favicon.0123456789.svg', '<svg/>');
  await put('offline/index.html', '<p>offline</p>');
  // Not precached: a page, and a precompressed sibling.
  await put('en/index.html', '<p>home</p>');
  await put('_assets/site.0123456789abcdef.css.br', 'br');
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function put(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
  await writeFile(path.join(dist, file), text);
}

const kept = (read = true, basis = 'lock-1') => ({ dir: keptDir(), read, basis });

/** Changes the kept worker's text, as only a worker taken from the cache would carry it. */
async function markKeptWorker(): Promise<void> {
  const file = path.join(keptDir(), 'service-worker.json');
  const record = JSON.parse(await readFile(file, 'utf8')) as { worker: { text: string } };
  record.worker.text = 'taken from the cache';
  await writeFile(file, JSON.stringify(record));
}

describe('serviceWorkerFile', () => {
  it('injects the precache list of the shell files, with a revision for the offline page only', async () => {
    const worker = await serviceWorkerFile(dist, BUNDLE);
    expect(worker.count).toBe(5);
    expect(worker.text).not.toContain('self.__WB_MANIFEST');
    expect(worker.text).toMatch(/\{"revision":"[0-9a-f]{32}","url":"offline\/index.html"\}/);
    expect(worker.text).toContain('{"revision":null,"url":"_assets/js/main.0123456789.js"}');
    expect(worker.text).not.toContain('en/index.html');
    expect(worker.text).not.toContain('.br');
  });

  it('keeps the worker and takes it while the bundle, the files and the basis are the same', async () => {
    const first = await serviceWorkerFile(dist, BUNDLE, kept());
    expect(first).toEqual(await serviceWorkerFile(dist, BUNDLE));
    await markKeptWorker();
    expect((await serviceWorkerFile(dist, BUNDLE, kept())).text).toBe('taken from the cache');
  });

  it('injects again when a precached file, the bundle or the basis changed', async () => {
    const first = await serviceWorkerFile(dist, BUNDLE, kept());
    await markKeptWorker();
    await put('offline/index.html', '<p>offline, reworded</p>');
    const edited = await serviceWorkerFile(dist, BUNDLE, kept());
    expect(edited.text).not.toBe('taken from the cache');
    expect(edited.text).not.toBe(first.text);

    await markKeptWorker();
    const otherBundle = await serviceWorkerFile(dist, `/*v2*/${BUNDLE}`, kept());
    expect(otherBundle.text).toMatch(/^\/\*v2\*\//);

    await markKeptWorker();
    const otherBasis = await serviceWorkerFile(dist, `/*v2*/${BUNDLE}`, kept(true, 'lock-2'));
    expect(otherBasis).toEqual(otherBundle);
  });

  it('injects again when a precached file is added, and takes nothing in a cold build', async () => {
    await serviceWorkerFile(dist, BUNDLE, kept());
    await markKeptWorker();
    await put('_assets/fonts/mono-latin-400-normal.0123456789.woff2', 'font');
    const added = await serviceWorkerFile(dist, BUNDLE, kept());
    expect(added.count).toBe(6);

    await markKeptWorker();
    const cold = await serviceWorkerFile(dist, BUNDLE, kept(false));
    expect(cold).toEqual(added);
    // A cold build keeps its worker for the next build.
    await markKeptWorker();
    expect((await serviceWorkerFile(dist, BUNDLE, kept())).text).toBe('taken from the cache');
  });

  it('injects again over a kept record it cannot read', async () => {
    const first = await serviceWorkerFile(dist, BUNDLE, kept());
    await writeFile(path.join(keptDir(), 'service-worker.json'), '{"key":');
    expect(await serviceWorkerFile(dist, BUNDLE, kept())).toEqual(first);
  });
});
