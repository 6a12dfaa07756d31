import { execFile } from 'node:child_process';
import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import fg from 'fast-glob';
import { fileCache } from '../assets/file-cache.ts';
import { generatorVersion, GENERATOR_ROOT } from '../assets/generator-identity.ts';
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

/** inputs.json in the cache's folder. */
const snapshotFile = (cacheDir: string) => fileCache(cacheDir, 'json');
const SNAPSHOT = 'inputs';

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
export async function saveInputSnapshot(
  cacheDir: string,
  snapshot: InputSnapshot,
  committed: { outDir: string; routes: number },
): Promise<void> {
  const dist = distIdentity(committed.outDir);
  if (dist === undefined) return;
  const saved: SavedSnapshot = {
    ...snapshot,
    outDir: path.resolve(committed.outDir),
    dist,
    builtAt: new Date().toISOString(),
    routes: committed.routes,
  };
  await snapshotFile(cacheDir).write(SNAPSHOT, Buffer.from(JSON.stringify(saved)));
}

/** The cache says nothing of what the last build was made from (the cache changes, or is dropped). */
export function forgetInputSnapshot(cacheDir: string): void {
  rmSync(path.join(cacheDir, `${SNAPSHOT}.json`), { force: true });
}

export type UpToDate =
  | { upToDate: true; builtAt: string; routes: number }
  | {
      upToDate: false;
      reason: string;
      /** The source files added, modified or removed, when those are what differs. */
      changed?: readonly string[];
    };

/**
 * Whether a build of `root` into `outDir` whose inputs are `inputs` (taken
 * just before: the build that follows, if any, starts from the same snapshot)
 * would write what `outDir` holds: the inputs are the last cached build's,
 * and `outDir` is still the folder that build committed. Otherwise, the
 * first difference.
 */
export async function checkUpToDate(options: {
  root: string;
  outDir: string;
  cacheDir: string;
  inputs: InputSnapshot;
}): Promise<UpToDate> {
  const { root, outDir, cacheDir, inputs } = options;
  const saved = await savedSnapshot(cacheDir);
  const stale = (reason: string): UpToDate => ({ upToDate: false, reason });
  if (!saved) return stale('no build with the cache has finished yet');
  if (saved.outDir !== path.resolve(outDir)) return stale(`the last build wrote ${saved.outDir}`);
  if (saved.dist !== distIdentity(outDir))
    return stale(`${outDir} is not the folder the last build wrote`);
  if (inputs.facts !== saved.facts) return stale('the generator, its settings or the year changed');
  if (inputs.commit !== saved.commit) return stale('another git commit');
  const changed = changedFiles(saved.files, inputs.files);
  if (changed.length > 0)
    return { upToDate: false, reason: `${path.relative(root, changed[0]!)} changed`, changed };
  return { upToDate: true, builtAt: saved.builtAt, routes: saved.routes };
}

/** The snapshot the last build with the cache saved, if any. */
async function savedSnapshot(cacheDir: string): Promise<SavedSnapshot | undefined> {
  try {
    const bytes = await snapshotFile(cacheDir).read(SNAPSHOT);
    return bytes && (JSON.parse(bytes.toString('utf8')) as SavedSnapshot);
  } catch {
    return undefined;
  }
}

/**
 * Whether `outDir` is still the folder the last build with this cache
 * committed (the snapshot is forgotten before a commit starts, and saved
 * once the cache is kept): then it holds exactly the cache's pages.
 */
export async function isLastBuiltDist(cacheDir: string, outDir: string): Promise<boolean> {
  const saved = await savedSnapshot(cacheDir);
  return (
    saved !== undefined &&
    saved.outDir === path.resolve(outDir) &&
    saved.dist === distIdentity(outDir)
  );
}

/** The files added or modified between two snapshots, then those removed. */
function changedFiles(before: InputSnapshot['files'], after: InputSnapshot['files']): string[] {
  const changed: string[] = [];
  for (const [file, [size, mtimeMs]] of Object.entries(after)) {
    const known = before[file];
    if (!known || known[0] !== size || known[1] !== mtimeMs) changed.push(file);
  }
  for (const file of Object.keys(before)) if (!(file in after)) changed.push(file);
  return changed;
}
