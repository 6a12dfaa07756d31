import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NAMED } from '../../generator/write/sinks.ts';
import { UpdateSink } from '../../generator/write/update-sink.ts';
import { entriesOnceSettled } from '../support/folder-entries.ts';

/**
 * The sink a build with the cache updates the last dist/ with
 * (generator/write/update-sink.ts): only what changed moves in, what the
 * site no longer has goes, and nothing of dist/ changes unless the commit
 * completes.
 */
let root: string;
let dist: string;

const LONG = 'x'.repeat(2000);

async function makeSite(files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), text);
  }
}

async function siteFiles(): Promise<Record<string, string>> {
  const names = (await fg('**/*', { cwd: dist, dot: true })).sort();
  return Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [name, await readFile(path.join(dist, name), 'utf8')] as const),
    ),
  );
}

const inode = async (file: string) => (await stat(path.join(dist, file))).ino;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'fernhill-update-sink-'));
  dist = path.join(root, 'dist');
  await makeSite({
    'index.html': `home ${LONG}`,
    'index.html.br': 'home br',
    'index.html.gz': 'home gz',
    'about/index.html': 'about',
    'old/index.html': `old ${LONG}`,
    'old/index.html.br': 'old br',
    'old/index.html.gz': 'old gz',
    'robots.txt': 'robots',
  });
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe('UpdateSink', () => {
  it('moves changed files in, keeps unchanged ones as the same files, and removes what the site no longer has', async () => {
    const previous = new Set(['index.html', 'about/index.html', 'old/index.html', 'robots.txt']);
    const [home, robots] = [await inode('index.html'), await inode('robots.txt')];
    const sink = await UpdateSink.open(dist, previous);
    // A page the render streamed into the staging folder, with its variants.
    await mkdir(path.join(sink.pageDir, 'about'), { recursive: true });
    await writeFile(path.join(sink.pageDir, 'about', 'index.html'), `about, new ${LONG}`);
    await writeFile(path.join(sink.pageDir, 'about', 'index.html.br'), 'about br');
    await writeFile(path.join(sink.pageDir, 'about', 'index.html.gz'), 'about gz');
    await sink.write(
      new Map([
        ['robots.txt', 'robots'],
        ['new/feed.xml', 'feed'],
      ]),
    );
    // Unchanged files are readable in the staging folder (the service worker lists it).
    expect(await readFile(path.join(sink.folder, 'robots.txt'), 'utf8')).toBe('robots');
    await sink.provide(['index.html'], new Set(['index.html']));
    expect(await readFile(path.join(sink.folder, 'index.html.br'), 'utf8')).toBe('home br');
    // dist/ is as it was until the commit.
    expect((await siteFiles())['about/index.html']).toBe('about');

    await sink.commit(new Set(['index.html', 'about/index.html', 'robots.txt', 'new/feed.xml']));
    expect(await siteFiles()).toEqual({
      'about/index.html': `about, new ${LONG}`,
      'about/index.html.br': 'about br',
      'about/index.html.gz': 'about gz',
      'index.html': `home ${LONG}`,
      'index.html.br': 'home br',
      'index.html.gz': 'home gz',
      'new/feed.xml': 'feed',
      'robots.txt': 'robots',
    });
    expect([await inode('index.html'), await inode('robots.txt')]).toEqual([home, robots]);
    // The folder of the page that went is gone too, and nothing is left beside dist/.
    expect((await readdir(dist)).sort()).toEqual([
      'about',
      'index.html',
      'index.html.br',
      'index.html.gz',
      'new',
      'robots.txt',
    ]);
    expect(await entriesOnceSettled(root, ['dist'])).toEqual(['dist']);
  });

  it('leaves an asset dist/ holds under the same hashed name as it is, and writes a new one', async () => {
    await makeSite({ '_assets/logo.abc123.svg': 'logo' });
    const logo = await inode('_assets/logo.abc123.svg');
    const previous = new Set(['index.html', '_assets/logo.abc123.svg']);
    const sink = await UpdateSink.open(
      dist,
      previous,
      new Map([['_assets/logo.abc123.svg', NAMED]]),
    );
    await sink.writeAhead(
      new Map([
        ['_assets/logo.abc123.svg', new TextEncoder().encode('logo')],
        ['_assets/mark.def456.svg', new TextEncoder().encode('mark')],
      ]),
    );
    // Neither compared nor staged: the commit leaves it alone.
    expect(await fg('**/*', { cwd: sink.folder })).toEqual(['_assets/mark.def456.svg']);
    await sink.commit(
      new Set(['index.html', '_assets/logo.abc123.svg', '_assets/mark.def456.svg']),
    );
    const files = await siteFiles();
    expect(files['_assets/logo.abc123.svg']).toBe('logo');
    expect(files['_assets/mark.def456.svg']).toBe('mark');
    expect(await inode('_assets/logo.abc123.svg')).toBe(logo);
  });

  it('removes a variant a file written again no longer has', async () => {
    const sink = await UpdateSink.open(dist, new Set(['index.html', 'about/index.html']));
    await sink.write(new Map([['index.html', 'home, now short']]));
    await sink.commit(new Set(['index.html', 'about/index.html']));
    const files = await siteFiles();
    expect(files['index.html']).toBe('home, now short');
    expect(Object.keys(files).filter((file) => file.startsWith('index.html'))).toEqual([
      'index.html',
    ]);
  });

  it('swaps the staging folder in whole when every file of the site was written again', async () => {
    const folder = await inode('.');
    const sink = await UpdateSink.open(dist, new Set(['index.html', 'about/index.html']));
    await sink.write(new Map([['index.html', 'home, restamped']]));
    await sink.commit(new Set(['index.html']));
    expect(await siteFiles()).toEqual({ 'index.html': 'home, restamped' });
    expect(await inode('.')).not.toBe(folder);
    expect(await entriesOnceSettled(root, ['dist'])).toEqual(['dist']);
  });

  it('swaps the staging folder in whole when every file but those it holds was written again', async () => {
    const folder = await inode('.');
    const previous = new Set(['index.html', 'about/index.html', 'old/index.html', 'robots.txt']);
    const sink = await UpdateSink.open(dist, previous, new Map([['robots.txt', 'a hash']]));
    await sink.write(
      new Map([
        ['index.html', 'home, restamped'],
        ['about/index.html', 'about, restamped'],
      ]),
    );
    await sink.commit(new Set(['index.html', 'about/index.html', 'robots.txt']));
    expect(await siteFiles()).toEqual({
      'about/index.html': 'about, restamped',
      'index.html': 'home, restamped',
      'robots.txt': 'robots',
    });
    expect(await inode('.')).not.toBe(folder);
    expect(await entriesOnceSettled(root, ['dist'])).toEqual(['dist']);
  });

  it('leaves dist/ as it was when the build is discarded', async () => {
    const before = await siteFiles();
    const sink = await UpdateSink.open(dist, new Set(Object.keys(before)));
    await sink.write(new Map([['about/index.html', 'about, new']]));
    await sink.discard();
    expect(await siteFiles()).toEqual(before);
    expect(await entriesOnceSettled(root, ['dist'])).toEqual(['dist']);
  });

  it('puts every file back when a move fails half-way', async () => {
    const before = await siteFiles();
    const sink = await UpdateSink.open(dist, new Set(Object.keys(before)));
    // "about" changes first (sorted), then "robots.txt/x" cannot be made: robots.txt is a file.
    await sink.write(
      new Map([
        ['about/index.html', 'about, new'],
        ['robots.txt/x', 'blocked'],
      ]),
    );
    await expect(
      sink.commit(new Set(['index.html', 'about/index.html', 'robots.txt/x'])),
    ).rejects.toThrow(/ENOTDIR|EEXIST/);
    expect(await siteFiles()).toEqual(before);
  });

  it('puts every file back when a move fails after many files moved', async () => {
    const before = await siteFiles();
    const sink = await UpdateSink.open(dist, new Set(Object.keys(before)));
    // 80 new pages and a changed one move first; "robots.txt/x" fails after them.
    const pages = Array.from({ length: 80 }, (_, index) => `page-${index}/index.html`);
    await sink.write(
      new Map([
        ['about/index.html', 'about, new'],
        ...pages.map((page): [string, string] => [page, page]),
        ['robots.txt/x', 'blocked'],
      ]),
    );
    await expect(
      sink.commit(new Set(['index.html', 'about/index.html', ...pages, 'robots.txt/x'])),
    ).rejects.toThrow(/ENOTDIR|EEXIST/);
    expect(await siteFiles()).toEqual(before);
  });
});
