import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyTrash, moveToTrash } from '../../generator/write/remove-in-background.ts';
import { entriesOnceSettled } from '../support/folder-entries.ts';

let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

describe('moveToTrash and emptyTrash', () => {
  it('frees the name at once and removes the folder, and one an earlier removal left, in another process', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'remove-'));
    const pages = path.join(root, 'pages');
    for (let index = 0; index < 200; index++) {
      await mkdir(path.join(pages, `page-${index}`), { recursive: true });
      await writeFile(path.join(pages, `page-${index}`, 'index.html'), `page ${index}`);
    }
    // What a removal stopped half-way leaves behind.
    const stale = path.join(root, 'pages.trash-1-1');
    await mkdir(path.join(stale, 'page-0'), { recursive: true });
    await writeFile(path.join(stale, 'page-0', 'index.html'), 'stale');
    await writeFile(path.join(root, 'manifest.json'), '{}');

    const trash = moveToTrash(pages);

    // The name is free at once: a new folder can take it.
    expect(trash).toMatch(/pages\.trash-\d+-\d+$/);
    expect(await readdir(path.join(trash!, 'page-7'))).toEqual(['index.html']);
    await mkdir(pages);
    emptyTrash(pages);
    // The caller does not wait: the files are still there when it returns.
    expect(await readdir(path.join(trash!, 'page-7'))).toEqual(['index.html']);
    expect(await entriesOnceSettled(root, ['manifest.json', 'pages'])).toEqual([
      'manifest.json',
      'pages',
    ]);
  });

  it('moves nothing when the folder is not there, and leaves other folders alone', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'remove-'));
    await mkdir(path.join(root, 'pages.new'));
    expect(moveToTrash(path.join(root, 'pages'))).toBeUndefined();
    emptyTrash(path.join(root, 'pages'));
    await sleep(500);
    expect(await readdir(root)).toEqual(['pages.new']);
  });
});
