import { execFile } from 'node:child_process';
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import fg from 'fast-glob';
import { generatorVersion } from '../assets/generator-identity.ts';
import type { BuildProfile } from './profile.ts';

/**
 * What a site is built from, as a build with the cache saw it when it started:
 * every source file's size and modification time, the git commit (the sitemap
 * dates pages by it), and the generator, profile and year. A build whose
 * snapshot is the last one's, into the dist/ that build committed, would write
 * the same bytes: `fernhill build` then leaves dist/ as it is (as make and
 * Turborepo skip work whose inputs did not move). Looking costs a stat per
 * file, not a read, and loads none of the build's modules; a file that was
 * only touched makes an ordinary build with the cache, which renders nothing.
 */
export interface InputSnapshot {
  facts: string;
  commit: string;
  /** Size and modification time by absolute path. */
  files: Record<string, [number, number]>;
}

/** A snapshot kept with the cache: what its build committed, and where. */
interface SavedSnapshot extends InputSnapshot {
  outDir: string;
  /** The committed dist/ folder: a new one (a build, a copy put back) is another inode or time. */
  dist: string;
  builtAt: string;
  routes: number;
}

const SNAPSHOT = 'inputs.json';

/**
 * Everything a build reads from the project (the generator's own code
 * included, so a change to it builds again), but what builds write there:
 * the token artifacts, written from tokens/*.json. Packages are covered by the lock file.
 */
const SOURCES = [
  'content/**',
  'components/**',
  'runtime/**',
  'shared/**',
  'generator/**',
  'locales/**',
  'tokens/**',
  'bin/**',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'translations.lock.json',
  '.git-blame-ignore-revs',
];
const WRITTEN_BY_BUILDS = ['tokens/generated/**', '**/node_modules/**'];

/** The project the generator itself runs from (tests and benchmarks build copies with it). */
const GENERATOR_ROOT = path.resolve(import.meta.dirname, '..', '..');

const run = promisify(execFile);

/** The inputs of a build of `root` with `profile`, as they are now. */
export async function takeInputSnapshot(
  root: string,
  profile: BuildProfile,
): Promise<InputSnapshot> {
  const roots = [...new Set([path.resolve(root), GENERATOR_ROOT])];
  const [listings, commit] = await Promise.all([
    Promise.all(
      roots.map((cwd) =>
        fg(SOURCES, { cwd, dot: true, onlyFiles: true, stats: true, ignore: WRITTEN_BY_BUILDS }),
      ),
    ),
    run('git', ['rev-parse', 'HEAD'], { cwd: root }).then(
      ({ stdout }) => stdout.trim(),
      () => '',
    ),
  ]);
  const files: InputSnapshot['files'] = {};
  listings.forEach((entries, index) => {
    for (const entry of entries.sort((a, b) => (a.path < b.path ? -1 : 1)))
      files[path.join(roots[index]!, entry.path)] = [entry.stats!.size, entry.stats!.mtimeMs];
  });
  return {
    // The year: footers and feeds show it. Settings and options are in the profile.
    facts: JSON.stringify([generatorVersion(), profile, new Date().getFullYear()]),
    commit,
    files,
  };
}

/** The committed dist/ folder's identity, or undefined when there is none. */
function distIdentity(outDir: string): string | undefined {
  try {
    const info = statSync(outDir);
    return [info.dev, info.ino, info.birthtimeMs, info.mtimeMs].join(':');
  } catch {
    return undefined;
  }
}

/** Kept with the cache once a build has committed `outDir` and saved the cache. */
export function saveInputSnapshot(
  cacheDir: string,
  snapshot: InputSnapshot,
  committed: { outDir: string; routes: number },
): void {
  const dist = distIdentity(committed.outDir);
  if (dist === undefined) return;
  const saved: SavedSnapshot = {
    ...snapshot,
    outDir: path.resolve(committed.outDir),
    dist,
    builtAt: new Date().toISOString(),
    routes: committed.routes,
  };
  const file = path.join(cacheDir, SNAPSHOT);
  writeFileSync(`${file}.tmp`, JSON.stringify(saved));
  renameSync(`${file}.tmp`, file);
}

/** The cache says nothing of what the last build was made from (the cache changes, or is dropped). */
export function forgetInputSnapshot(cacheDir: string): void {
  rmSync(path.join(cacheDir, SNAPSHOT), { force: true });
}

export type UpToDate =
  { upToDate: true; builtAt: string; routes: number } | { upToDate: false; reason: string };

/**
 * Whether a build of `root` into `outDir` with `profile` would write what
 * `outDir` holds: its inputs are the last cached build's, and `outDir` is
 * still the folder that build committed. Otherwise, the first difference.
 */
export async function checkUpToDate(options: {
  root: string;
  outDir: string;
  cacheDir: string;
  profile: BuildProfile;
}): Promise<UpToDate> {
  const { root, outDir, cacheDir, profile } = options;
  let saved: SavedSnapshot;
  try {
    saved = JSON.parse(await readFile(path.join(cacheDir, SNAPSHOT), 'utf8')) as SavedSnapshot;
  } catch {
    return { upToDate: false, reason: 'no build with the cache has finished yet' };
  }
  if (saved.outDir !== path.resolve(outDir))
    return { upToDate: false, reason: `the last build wrote ${saved.outDir}` };
  if (saved.dist !== distIdentity(outDir))
    return { upToDate: false, reason: `${outDir} is not the folder the last build wrote` };
  const now = await takeInputSnapshot(root, profile);
  if (now.facts !== saved.facts)
    return { upToDate: false, reason: 'the generator, its settings or the year changed' };
  if (now.commit !== saved.commit) return { upToDate: false, reason: 'another git commit' };
  const changed = changedFile(saved.files, now.files);
  if (changed) return { upToDate: false, reason: `${path.relative(root, changed)} changed` };
  return { upToDate: true, builtAt: saved.builtAt, routes: saved.routes };
}

/** The first file added, removed or modified between two snapshots. */
function changedFile(
  before: InputSnapshot['files'],
  after: InputSnapshot['files'],
): string | undefined {
  for (const [file, [size, mtimeMs]] of Object.entries(after)) {
    const known = before[file];
    if (!known || known[0] !== size || known[1] !== mtimeMs) return file;
  }
  return Object.keys(before).find((file) => !(file in after));
}
