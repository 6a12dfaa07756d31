import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../generator/build.ts';
import { BuildError } from '../../generator/errors/build-error.ts';
import { SHARD_MANIFEST, type ShardManifest } from '../../generator/render/shards.ts';
import { pageDataPath } from '../../shared/contracts/page-data.ts';
import { PROJECT_ROOT } from '../support/project-copy.ts';
import { filesOf } from '../support/site-files.ts';

/**
 * `build --shard i/n` on three "CI runners", then `build --merge`: the merged
 * site is the unsharded build, byte for byte. Run through the `fernhill` bin,
 * as the README's CI matrix runs it.
 */
let temp: string;
let whole: string;
let merged: string;
const shardDirs: string[] = [];

function fernhill(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(PROJECT_ROOT, 'bin', 'fernhill.mjs'), ...args],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function manifestOf(dir: string): Promise<ShardManifest> {
  return JSON.parse(await readFile(path.join(dir, SHARD_MANIFEST), 'utf8')) as ShardManifest;
}

/** The build's error for a merge of `dirs` into `outDir` (or kept in memory). */
async function mergeError(
  dirs: string[],
  outDir: string,
  sink: 'disk' | 'memory' = 'disk',
): Promise<BuildError> {
  const error = await build({ root: PROJECT_ROOT, sink, outDir, mergeFrom: dirs }).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(BuildError);
  return error as BuildError;
}

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'fernhill-shards-'));
  whole = path.join(temp, 'whole');
  merged = path.join(temp, 'merged');
  await build({ root: PROJECT_ROOT, sink: 'disk', outDir: whole, precompress: true });
  for (const index of [1, 2, 3]) {
    const dir = path.join(temp, 'shards', String(index));
    const run = await fernhill(['build', '--shard', `${index}/3`, '--out', dir]);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(new RegExp(`✓ shard ${index}/3: rendered \\d+ of \\d+ routes`));
    shardDirs.push(dir);
  }
  const run = await fernhill(['build', '--merge', ...shardDirs, '--out', merged, '--precompress']);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(/✓ merged \d+ routes from 3 shards/);
}, 300_000);

afterAll(async () => {
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe('a build in three shards, merged', () => {
  it('is byte-identical to the unsharded build: every file, precompressed ones included', async () => {
    const [expected, actual] = await Promise.all([filesOf(whole), filesOf(merged)]);
    expect([...actual.keys()]).toEqual([...expected.keys()]);
    const differing = [...expected].filter(([name, bytes]) => !actual.get(name)!.equals(bytes));
    expect(differing.map(([name]) => name)).toEqual([]);
    expect(expected.size).toBeGreaterThan(1000);
  });

  it('renders each page in exactly one shard, every shard some of them', async () => {
    const manifests = await Promise.all(shardDirs.map(manifestOf));
    const paths = manifests.flatMap((manifest) =>
      manifest.rendered.flatMap((batch) => batch.pages.map((page) => page.path)),
    );
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(manifests[0]!.routes);
    for (const manifest of manifests) expect(manifest.rendered.length).toBeGreaterThan(0);
    // A shard's pages carry the placeholder of the build hash and no .br/.gz: the merge writes them
    // into the site stamped and compressed, and the shard's own stay as written.
    const buildHash = (
      JSON.parse(await readFile(path.join(merged, 'app-data.json'), 'utf8')) as {
        buildHash: string;
      }
    ).buildHash;
    for (const dir of shardDirs) {
      const pages = await fg('**/*.html', { cwd: dir });
      expect(pages.length).toBeGreaterThan(50);
      expect(await fg('**/*.{br,gz}', { cwd: dir })).toEqual([]);
      const shardPage = await readFile(path.join(dir, pages[0]!), 'utf8');
      const mergedPage = await readFile(path.join(merged, pages[0]!), 'utf8');
      expect(shardPage).not.toContain(buildHash);
      expect(mergedPage).toContain(`<meta name="build-hash" content="${buildHash}">`);
      expect(mergedPage.length).toBe(shardPage.length);
    }
    // A shard's folder holds its own pages only.
    const own = new Set(
      manifests[0]!.rendered.flatMap((batch) => batch.pages.map((page) => page.path)),
    );
    const other = manifests[1]!.rendered[0]!.pages[0]!.path;
    expect(own.has(other)).toBe(false);
  });

  it('merges into memory too: every page as the unsharded build wrote it', async () => {
    const result = await build({ root: PROJECT_ROOT, sink: 'memory', mergeFrom: shardDirs });
    expect(result.pages.size).toBe(result.routes.length);
    for (const { route, html, pageData } of result.pages.values()) {
      expect(html, route.path).toBe(await readFile(path.join(whole, route.outFile), 'utf8'));
      const written = await readFile(path.join(whole, pageDataPath(route.path)), 'utf8');
      expect(pageData, route.path).toEqual(JSON.parse(written));
    }
  });

  it('refuses to merge without every shard, naming what is missing, and leaves the site as it was', async () => {
    const before = await readFile(path.join(merged, 'index.html'));
    const error = await mergeError(shardDirs.slice(0, 2), merged);
    expect(error.problems.map((problem) => problem.name)).toEqual(['ShardsMissing']);
    expect(error.problems[0]!.message).toMatch(
      /^\d+ of \d+ batches of pages are in none of the shards given/,
    );
    expect(await readFile(path.join(merged, 'index.html'))).toEqual(before);
  });

  it('refuses a shard with a page missing, naming the shard and the page, and leaves the site as it was', async () => {
    const incomplete = path.join(temp, 'incomplete');
    await cp(shardDirs[1]!, incomplete, { recursive: true });
    const page = (await manifestOf(incomplete)).rendered[0]!.pages[0]!.path;
    const file = path.join(page.replace(/^\//, ''), 'index.html');
    await rm(path.join(incomplete, file));
    const before = await readFile(path.join(merged, 'index.html'));
    for (const sink of ['disk', 'memory'] as const) {
      const error = await mergeError([shardDirs[0]!, incomplete, shardDirs[2]!], merged, sink);
      expect(error.problems.map((problem) => problem.name)).toEqual(['ShardUnusable']);
      expect(error.problems[0]!.message).toBe(
        `${incomplete}: ${file} is missing: the shard's folder is incomplete`,
      );
    }
    expect(await readFile(path.join(merged, 'index.html'))).toEqual(before);
  });

  it('refuses a shard given twice, and a shard of other sources', async () => {
    const twice = await mergeError([...shardDirs, shardDirs[0]!], path.join(temp, 'twice'));
    expect(twice.problems[0]!.name).toBe('ShardUnusable');
    expect(twice.problems[0]!.message).toMatch(/batch \d+ is also in/);

    const foreign = path.join(temp, 'foreign');
    await cp(shardDirs[2]!, foreign, { recursive: true });
    const manifest = await manifestOf(foreign);
    await writeFile(
      path.join(foreign, SHARD_MANIFEST),
      JSON.stringify({ ...manifest, sources: 'f'.repeat(16) }),
    );
    const other = await mergeError(
      [shardDirs[0]!, shardDirs[1]!, foreign],
      path.join(temp, 'other'),
    );
    expect(other.problems[0]!.name).toBe('ShardUnusable');
    expect(other.problems[0]!.message).toContain('shard 3/3 was built from other sources');

    const notAShard = await mergeError([...shardDirs, whole], path.join(temp, 'not-a-shard'));
    expect(notAShard.problems[0]!.message).toContain(`no ${SHARD_MANIFEST}`);
  });

  it('says what is wrong with --shard and --merge, with the usage (exit 2)', async () => {
    for (const [args, message] of [
      [['--shard', '4/3'], /Invalid --shard "4\/3": the shard number must be 1 to 3/],
      [['--shard', 'two'], /Invalid --shard "two" is not i\/n/],
      [['--merge'], /--merge needs the shards’ folders/],
      [['--shard', '1/2', '--merge', 'x'], /--shard and --merge go in separate builds/],
    ] as const) {
      const run = await fernhill(['build', ...args]);
      expect(run.code, run.output).toBe(2);
      expect(run.output).toMatch(message);
      expect(run.output).toContain('Usage');
    }
  });
});
