import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../support/chromium.ts';
import { copyProject, editFile } from '../support/project-copy.ts';

/**
 * `fernhill dev` as a developer runs it: a change to code the dev process runs
 * itself (a page kind, which the route table and the sitemap read in the build
 * thread) takes a new process on the same port, and an open page reloads from
 * it. Component edits update in place (dev.test.ts).
 */
let project: { root: string; remove: () => Promise<void> };
let dev: ChildProcess;
let output = '';
let browser: Browser;

const POST = '/blog/estimating-fixed-scope-mvps';

beforeAll(async () => {
  project = await copyProject();
  browser = await launchChromium();
  dev = spawn(
    process.execPath,
    [path.join(project.root, 'bin', 'fernhill.mjs'), 'dev', '--port', '0'],
    {
      cwd: project.root,
      env: { ...process.env, FORCE_COLOR: '0', SITE_DATA_DIR: path.join(project.root, 'data') },
    },
  );
  dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
}, 30_000);

afterAll(async () => {
  // Killed, the supervising process leaves no dev server behind (it stops when its parent is gone).
  if (dev.exitCode === null) dev.kill('SIGKILL');
  await browser?.close();
  await project.remove();
});

/** Waits until `found` is true of the dev server's output so far. */
async function until(found: (text: string) => boolean, ms: number): Promise<void> {
  const started = Date.now();
  while (!found(output)) {
    if (dev.exitCode !== null) throw new Error(`dev exited (${dev.exitCode}):\n${output}`);
    if (Date.now() - started > ms) throw new Error(`not seen in ${ms} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const status = async (url: string) => (await fetch(url)).status;

describe('fernhill dev', () => {
  it('starts again on the same port when a page kind changes, and the open page reloads from it', async () => {
    await until((text) => /Dev server: http:\/\/127\.0\.0\.1:\d+\//.test(text), 120_000);
    const base = /Dev server: (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)![1]!;
    expect(await status(base + POST)).toBe(200);
    const page = await browser.newPage();
    await page.goto(base + POST);
    await page.evaluate(() => ((window as { before?: boolean }).before = true));

    const sitemap = async () => (await fetch(`${base}/sitemap.xml`)).text();
    expect(await sitemap()).toContain(`${POST}<`);
    // Blog posts out of search engines: their pages say noindex, and the sitemap leaves them out.
    await editFile(
      project.root,
      'components/page-kinds/post.ts',
      "shareSection: () => 'blog',",
      "shareSection: () => 'blog',\n  indexable: () => false,",
    );
    await until((text) => text.includes('so it starts again'), 30_000);
    expect(output).toMatch(
      /↻ components\/page-kinds\/post\.ts: code the dev server runs itself, so it starts again/,
    );
    // The new process builds with the new code, on the port the first one had.
    await until((text) => text.split('Dev server: ').length === 3, 120_000);
    expect(output.split('Dev server: ')[2]!.startsWith(`${base}/`)).toBe(true);
    expect(await sitemap(), output).not.toContain(`${POST}<`);
    expect(await (await fetch(base + POST)).text()).toMatch(/<meta name="robots" content="noindex/);
    // The open page was loaded again when its live-reload stream came back.
    await expect
      .poll(() => page.evaluate(() => (window as { before?: boolean }).before ?? false), {
        timeout: 20_000,
      })
      .toBe(false);

    // One SIGTERM stops both the supervising process and the dev server, gracefully.
    dev.kill('SIGTERM');
    const code = await new Promise<number | null>((resolve) => dev.once('exit', resolve));
    expect(code).toBe(0);
    await expect(fetch(base + POST)).rejects.toThrow();
  }, 300_000);
});
