import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/project-copy.ts';
import { runCli } from '../support/run-cli.ts';

// The whole real site takes minutes (408 pages × 2 widths, see the README): that run is
// `npm run check:a11y`. tests/browser/site.test.ts runs axe on a page of every type at both widths.

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/** The smallest dist/ shape: pages as {path}/index.html, error pages, page data that must not count as pages. */
async function writeSite(root: string, files: Record<string, string>): Promise<string> {
  const dist = path.join(root, 'dist');
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), text);
  }
  return dist;
}

let temporary: string;
let clean: string;
let broken: string;
beforeAll(async () => {
  temporary = await mkdtemp(path.join(os.tmpdir(), 'fernhill-a11y-'));
  const cleanFiles = {
    'index.html': page(
      'Home',
      '<p>Every image has a text alternative and every field a label.</p>',
    ),
    '404.html': page('Not found', '<p><a href="/">Back home</a></p>'),
    'page-data/index.json': '{"path":"/"}',
  };
  clean = await writeSite(path.join(temporary, 'clean'), cleanFiles);
  broken = await writeSite(path.join(temporary, 'broken'), {
    ...cleanFiles,
    'contact/index.html': page(
      'Contact',
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><form><input type="text" name="email"></form>',
    ),
  });
});
afterAll(() => rm(temporary, { recursive: true, force: true }));

describe('check --a11y', () => {
  it('fails on a page with an image without alt and an unlabelled field, naming page, rule and width', async () => {
    const run = await runCli(['check', '--a11y', '--out', broken], PROJECT_ROOT);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('Checking 3 pages at 375 and 1280 px');
    for (const width of [375, 1280]) {
      expect(run.stdout).toMatch(new RegExp(`/contact @${width} px: img`));
      expect(run.stdout).toMatch(new RegExp(`/contact @${width} px: input`));
    }
    expect(run.stdout).toMatch(/^ {2}image-alt \(critical\): Images must have alternative text/m);
    expect(run.stdout).toMatch(/^ {2}label \(critical\): Form elements must have labels/m);
    expect(run.stdout).toContain('3 pages × 2 widths (375, 1280 px) = 6 axe runs');
    // Only the broken page is blamed.
    expect(run.stdout).toMatch(/\] \/ ✓/);
    expect(run.stdout).toMatch(/\] \/404\.html ✓/);
  }, 60_000);

  it('passes a clean site with exit code 0', async () => {
    const run = await runCli(['check', '--a11y', '--out', clean], PROJECT_ROOT);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('✓ no accessibility violations');
  }, 60_000);

  it('says to build first when there is no dist/', async () => {
    const run = await runCli(
      ['check', '--a11y', '--out', path.join(temporary, 'nothing-here')],
      PROJECT_ROOT,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('nothing-here does not exist or holds no HTML pages');
    expect(run.stderr).toContain('Run `npm run build` first');
  });

  it('says what it can check when no check is named (a usage error: exit code 2)', async () => {
    const run = await runCli(['check'], PROJECT_ROOT);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('check --a11y');
  });
});
