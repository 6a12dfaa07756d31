import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/project-copy.ts';
import { runCli } from '../support/run-cli.ts';
import { entriesNamedOnceGone } from '../support/folder-entries.ts';

let project: { root: string; remove: () => Promise<void> };
beforeAll(async () => {
  project = await copyProject();
  const first = await runCli(['build'], project.root);
  expect(first.code, first.stderr).toBe(0);
});
afterAll(() => project.remove());

const dist = () => path.join(project.root, 'dist');

async function stylesheet(): Promise<string> {
  const files = await readdir(path.join(dist(), '_assets'));
  const css = files.find((file) => /^site\.[a-z0-9]+\.css$/.test(file));
  return readFile(path.join(dist(), '_assets', css!), 'utf8');
}

describe('generator CLI', () => {
  it('prints progress, route counts per locale, coverage and the time taken', async () => {
    // The copy's node_modules is the project's, and with it the build cache: this build renders every page.
    const run = await runCli(['build', '--no-cache'], project.root);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^cache: not used \(--no-cache\) → every page renders$/m);
    expect(run.stdout).toMatch(/✓ content valid · \d+ routes \(en \d+, de \d+, ar \d+\)/);
    expect(run.stdout).toMatch(/✓ rendered (\d+) of \1 routes in \d+ ms \(none from the cache\)/);
    expect(run.stdout).toMatch(
      /Translation coverage:\n\s+en .*\n\s+de\s+UI keys \d+\/\d+ translated · content fields \d+\/\d+ translated/,
    );
    expect(run.stdout).toMatch(/✓ built in \d+\.\d+ s/);
  });

  it('explains its commands with --help', async () => {
    const run = await runCli(['--help'], project.root);
    expect(run.code).toBe(0);
    for (const command of ['build', 'dev', 'serve', '--port'])
      expect(run.stdout).toContain(command);
  });

  it('changes the generated CSS when a designer changes a token', async () => {
    const before = await stylesheet();
    expect(before).toContain('--color-brand-primary: #136f4f');
    expect(before).toContain('(min-width: 1024px)');
    const colorFile = path.join(project.root, 'tokens', 'color.json');
    const breakpointFile = path.join(project.root, 'tokens', 'breakpoints.json');
    const colors = await readFile(colorFile, 'utf8');
    const breakpoints = await readFile(breakpointFile, 'utf8');
    await writeFile(colorFile, colors.replace('"#136f4f"', '"#7a1fa2"'));
    await writeFile(
      breakpointFile,
      breakpoints.replace('"min": { "$value": "1024px" }', '"min": { "$value": "1100px" }'),
    );
    try {
      const run = await runCli(['build'], project.root);
      expect(run.code, run.stderr).toBe(0);
      const after = await stylesheet();
      expect(after).toContain('--color-brand-primary: #7a1fa2');
      expect(after).not.toContain('#136f4f');
      expect(after).toContain('(min-width: 1100px)');
      expect(after).not.toContain('(min-width: 1024px)');
    } finally {
      await writeFile(colorFile, colors);
      await writeFile(breakpointFile, breakpoints);
    }
  });

  it('stops with exit code 1 and a file › entry › field › rule message on bad content, leaving dist/ intact', async () => {
    const indexBefore = await readFile(path.join(dist(), 'index.html'), 'utf8');
    const listingBefore = (await readdir(dist())).sort();
    const file = path.join(project.root, 'content', 'work', 'shyft.ts');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace(/year: \d+/, "year: 'last year'"));
    try {
      const run = await runCli(['build'], project.root);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /content\/work\/shyft\.ts:\d+:\d+ › case study "shyft" › blocks\[0:hero\]\.year: /,
      );
      expect(run.stderr).toMatch(/\[ContentSchemaViolation\]/);
      expect(await readFile(path.join(dist(), 'index.html'), 'utf8')).toBe(indexBefore);
      expect((await readdir(dist())).sort()).toEqual(listingBefore);
      expect(await entriesNamedOnceGone(project.root, 'dist.')).toEqual([]);
    } finally {
      await writeFile(file, original);
    }
  });
});
