import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, editFile, PROJECT_ROOT } from '../support/project-copy.ts';
import { runCli } from '../support/run-cli.ts';
import { filesOf } from '../support/site-files.ts';

/**
 * The CLI runs the generator from a bundle (bin/generator-bundle.mjs) kept in
 * node_modules/.cache/fernhill/cli/, one per checkout, made again once a
 * source it was made from changes. A fresh clone has no tokens/generated/
 * before its first build: the bundle writes it first (the intake's forms in
 * it import the theme). Where no bundle can be made, tsx runs the sources.
 */
let project: Awaited<ReturnType<typeof copyProject>>;
let cacheRoot: string;
let rootKey: string;

interface Pointer {
  root: string;
  dir: string;
  inputs: Record<string, [number, number]>;
}
const pointer = async (): Promise<Pointer> =>
  JSON.parse(await readFile(path.join(cacheRoot, `${rootKey}.json`), 'utf8')) as Pointer;

beforeAll(async () => {
  // As a fresh clone is: without tokens/generated/ (the copy leaves it out, as git does).
  project = await copyProject();
  // The copy's node_modules is the project's: its bundles sit beside the project's own.
  cacheRoot = path.join(project.root, 'node_modules', '.cache', 'fernhill', 'cli');
  rootKey = createHash('sha256').update(project.root).digest('hex').slice(0, 16);
});

afterAll(() => project?.remove());

describe('the generator bundle', () => {
  it('is made on the first run, in a fresh clone too, and is what later runs load', async () => {
    const theme = path.join('tokens', 'generated', 'theme.ts');
    await expect(stat(path.join(project.root, theme))).rejects.toThrow(/ENOENT/);
    const first = await runCli(['--version'], project.root);
    expect(first.code).toBe(0);
    // The theme the bundle's forms import was written first, as the build's tokens step writes it.
    expect(await readFile(path.join(project.root, theme), 'utf8')).toBe(
      await readFile(path.join(PROJECT_ROOT, theme), 'utf8'),
    );
    const { root, dir, inputs } = await pointer();
    expect(root).toBe(project.root);
    expect(await readdir(path.join(cacheRoot, dir))).toEqual(
      expect.arrayContaining(['cli.mjs', 'bench-child.mjs']),
    );
    // Made from the checkout's own sources, the packages it bundles (by their versions) and itself.
    expect(Object.keys(inputs)).toEqual(
      expect.arrayContaining([
        'generator/cli.ts',
        'generator/build.ts',
        'bin/generator-bundle.mjs',
      ]),
    );
    // (The copy's node_modules is a link to the project's: esbuild names the files it points at.)
    const packageFiles = Object.keys(inputs).filter((file) => file.includes('node_modules/'));
    expect(packageFiles.map((file) => file.replace(/^.*node_modules\//, ''))).toEqual(
      expect.arrayContaining([
        'culori/package.json',
        'zod/package.json',
        'fast-glob/package.json',
        // fast-glob's and feed's own dependencies, bundled with them.
        'micromatch/package.json',
        '@nodelib/fs.walk/package.json',
        'feed/package.json',
        'xml-js/package.json',
      ]),
    );
    expect(packageFiles.every((file) => file.endsWith('/package.json'))).toBe(true);
    // zod, culori, fast-glob and feed are in the bundle (some 340 modules Node would load one by
    // one); others are imported.
    const chunks = await Promise.all(
      (await readdir(path.join(cacheRoot, dir)))
        .filter((name) => name.endsWith('.mjs'))
        .map((name) => readFile(path.join(cacheRoot, dir, name), 'utf8')),
    );
    const imported = new Set(
      chunks.flatMap((code) =>
        [...code.matchAll(/^import .* from "([^".][^"]*)";$/gm)].map((m) => m[1]),
      ),
    );
    for (const bundled of ['zod', 'culori', 'fast-glob', 'feed', 'micromatch', 'xml-js'])
      expect(imported).not.toContain(bundled);
    expect(imported).toContain('esbuild');
    expect(imported).toContain('react');

    // A mark put into the bundle shows: the run loaded it, not the TypeScript sources.
    const entry = path.join(cacheRoot, dir, 'cli.mjs');
    await writeFile(entry, `console.log('from the bundle');\n${await readFile(entry, 'utf8')}`);
    const second = await runCli(['--version'], project.root);
    expect(second.stdout.split('\n')[0]).toBe('from the bundle');
    expect((await pointer()).dir).toBe(dir);
  }, 60_000);

  it('is made again when a source changes, and removes the bundles of checkouts that are gone', async () => {
    const { dir } = await pointer();
    // Another checkout's bundle, whose folder no longer exists.
    const goneKey = '0'.repeat(16);
    await writeFile(
      path.join(cacheRoot, `${goneKey}.json`),
      JSON.stringify({ root: path.join(project.root, 'gone'), dir: `${goneKey}-1-x`, inputs: {} }),
    );
    await mkdir(path.join(cacheRoot, `${goneKey}-1-x`), { recursive: true });

    await editFile(
      project.root,
      'generator/cli.ts',
      'Validate content, render every route',
      'Validate content (edited), render every route',
    );
    const run = await runCli(['build', '--help'], project.root);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Validate content (edited), render every route');
    expect(run.stdout).not.toContain('from the bundle');
    expect((await pointer()).dir).not.toBe(dir);
    const left = await readdir(cacheRoot);
    expect(left.filter((entry) => entry.startsWith(goneKey))).toEqual([]);
  }, 60_000);

  it('builds the same site as the sources do', async () => {
    const { dir } = await pointer();
    // With .br/.gz: the bundle's compression must give the sources' bytes too.
    const run = await runCli(
      ['build', '--no-cache', '--precompress', '--out', 'bundled'],
      project.root,
    );
    expect(run.code).toBe(0);
    // The bundle was fresh, so the build ran from it.
    expect((await pointer()).dir).toBe(dir);
    // The same command with tsx running the TypeScript sources.
    const tsx = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
    await promisify(execFile)(
      tsx,
      ['generator/cli.ts', 'build', '--no-cache', '--precompress', '--out', 'sources'],
      { cwd: project.root, env: { ...process.env, FORCE_COLOR: '0' } },
    );
    const [bundled, sources] = await Promise.all(
      ['bundled', 'sources'].map((name) => filesOf(path.join(project.root, name))),
    );
    expect([...bundled!.keys()].filter((k) => !sources!.has(k))).toEqual([]);
    expect([...sources!.keys()].filter((k) => !bundled!.has(k))).toEqual([]);
    expect(
      [...sources!]
        .filter(([name, bytes]) => !bundled!.get(name)!.equals(bytes))
        .map(([name]) => name),
    ).toEqual([]);
    expect(sources!.size).toBeGreaterThan(2000);
  }, 180_000);
});
