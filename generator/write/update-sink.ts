import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { link, mkdir, readFile, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import {
  isVariant,
  variantsOf,
  type PrecompressOptions,
  type PrecompressSummary,
} from './precompress.ts';
import { precompressFolder } from './precompress-folder.ts';
import { ReplacedFiles } from './replaced-files.ts';
import { swapInFolder } from './staging-sink.ts';
import { NAMED, WrittenFile, type FileContent, type OutputFiles, type Sink } from './sinks.ts';
import { writeFiles } from './write-files.ts';

/**
 * Updates the dist/ the last build with the cache wrote, in place (a build
 * after an edit, generator/build.ts): only what changed is written, into a
 * staging folder, and moved over dist/ at commit. The pages the cache kept are
 * already there, so none of them is placed again (at +10,000 pages a new
 * staging tree meant 60,000 links to make and as many old files to remove).
 *
 * - Pages stream into the staging folder as they render, as with StagingSink.
 * - Other files the write step marks as the last build did (`held`, from the
 *   cache) are not given to the sink at all: they stay in dist/ as they are.
 * - Other files are compared with dist/'s: an unchanged one is linked into the
 *   staging folder with its `.br`/`.gz` (steps that list the folder see it,
 *   the folder pass does not compress it again) and left as it is in dist/.
 * - `commit(site)` moves every staged file over dist/'s, removes the files and
 *   variants the site no longer has, and puts everything back if a move fails.
 *   When every file but those held was written again (a new build hash
 *   restamps every page), the held ones are linked in and the staging folder
 *   is swapped in whole, as StagingSink does.
 *   A build that fails before its commit never touches dist/.
 */
export class UpdateSink implements Sink {
  readonly pageDir: string;
  readonly folder: string;

  private constructor(
    /** The folder updated: what the last build wrote. */
    readonly updates: string,
    /** The files dist/ holds (variants aside): the last build's site, listed at commit when a function. */
    private readonly previous: ReadonlySet<string> | ((each: (file: string) => void) => void),
    readonly held?: ReadonlyMap<string, string>,
  ) {
    this.folder = this.pageDir = `${updates}.tmp-${process.pid}-${Date.now()}`;
  }

  static async open(
    outDir: string,
    previous: ReadonlySet<string> | ((each: (file: string) => void) => void),
    held?: ReadonlyMap<string, string>,
  ): Promise<UpdateSink> {
    const sink = new UpdateSink(outDir, previous, held);
    await rm(sink.folder, { recursive: true, force: true });
    await mkdir(sink.folder, { recursive: true });
    return sink;
  }

  async write(files: ReadonlyMap<string, FileContent>): Promise<void> {
    const changed = new Map<string, FileContent>();
    const unchanged: string[] = [];
    for (const [file, content] of files)
      if (await this.isUnchanged(file, content)) unchanged.push(file);
      else changed.set(file, content);
    await writeFiles(this.folder, changed);
    for (const file of unchanged) await this.linkFromSite(file);
  }

  async writeAhead(files: ReadonlyMap<string, Uint8Array>): Promise<OutputFiles> {
    // Named by their hash: one dist/ holds under the same name is the same file.
    await this.write(new Map([...files].filter(([file]) => this.held?.get(file) !== NAMED)));
    return new Map([...files].map(([file, bytes]) => [file, new WrittenFile(bytes.byteLength)]));
  }

  async remove(files: Iterable<string>): Promise<void> {
    await Promise.all([...files].map((file) => rm(path.join(this.folder, file), { force: true })));
  }

  /** The files of the site matching `patterns` that are not staged, linked from dist/ (the service worker lists them). */
  async provide(patterns: readonly string[], site: ReadonlySet<string>): Promise<void> {
    const present = await fg([...patterns], { cwd: this.updates, dot: true, onlyFiles: true });
    for (const file of present)
      if (site.has(file) && !(await exists(path.join(this.folder, file))))
        await this.linkFromSite(file);
  }

  /** Its folder holds only what this build wrote: listed, whatever files the site has. */
  precompress(options?: PrecompressOptions): Promise<PrecompressSummary> {
    return precompressFolder(this.folder, { ignore: options?.ignore ?? [] });
  }

  async commit(site?: ReadonlySet<string>): Promise<void> {
    if (!site) throw new Error('An update in place needs the list of the site’s files');
    const staged = (await fg('**/*', { cwd: this.folder, dot: true, onlyFiles: true })).sort();
    const stagedSet = new Set(staged);
    // Everything written again but files held as they were (another build hash stamped every
    // page): those few are linked in, and the folder is swapped in whole, one rename, not 60,000.
    const notStaged = [...site].filter((file) => !stagedSet.has(file));
    if (notStaged.every((file) => this.held?.has(file))) {
      for (const file of notStaged) await this.linkFromSite(file);
      return swapInFolder(this.folder, this.updates);
    }
    const gone: string[] = [];
    const goneUnlessInSite = (file: string) => {
      if (!site.has(file)) gone.push(file, ...variantsOf(file));
    };
    if (typeof this.previous === 'function') this.previous(goneUnlessInSite);
    else this.previous.forEach(goneUnlessInSite);
    // A file written again without a variant it had (now under the size threshold) loses it.
    for (const file of staged)
      if (!isVariant(file))
        gone.push(...variantsOf(file).filter((variant) => !stagedSet.has(variant)));
    const undo = new ReplacedFiles(this.updates);
    try {
      // In this thread, call after call: the few hundred files of a one-entry edit, each a stat, a
      // link and a rename, took about 60 ms through libuv's thread pool (a batch of 32 at a time,
      // each file's calls one after another), some 10 ms so.
      const made = new Set<string>();
      for (const file of staged) {
        const target = path.join(this.updates, file);
        const source = path.join(this.folder, file);
        // A file linked in unchanged is dist/'s own: nothing to move.
        if (sameFileSync(source, target)) continue;
        undo.keepSync(file);
        const folder = path.dirname(target);
        if (!made.has(folder)) {
          mkdirSync(folder, { recursive: true });
          made.add(folder);
        }
        renameSync(source, target);
      }
      for (const file of new Set(gone))
        if (undo.keepSync(file)) rmSync(path.join(this.updates, file), { force: true });
    } catch (error) {
      await undo.restore();
      throw error;
    }
    await removeEmptyFolders(this.updates, gone);
    // In this thread: a few hundred links and their folders go in a few ms, not tens.
    undo.forgetSync();
    rmSync(this.folder, { recursive: true, force: true });
  }

  discard(): Promise<void> {
    return rm(this.folder, { recursive: true, force: true });
  }

  /** Whether dist/ holds `file` with exactly this content already. */
  private async isUnchanged(file: string, content: FileContent): Promise<boolean> {
    // Not listed yet (a build lists the cached pages at commit): dist/'s file, if any, is read.
    if (typeof this.previous !== 'function' && !this.previous.has(file)) return false;
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    const current = await readFile(path.join(this.updates, file)).catch(() => undefined);
    return current !== undefined && Buffer.compare(current, bytes) === 0;
  }

  /** dist/'s `file` and its variants, linked into the staging folder. */
  private async linkFromSite(file: string): Promise<void> {
    await mkdir(path.dirname(path.join(this.folder, file)), { recursive: true });
    for (const name of [file, ...variantsOf(file)]) {
      const target = path.join(this.folder, name);
      await rm(target, { force: true });
      await link(path.join(this.updates, name), target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

function sameFileSync(a: string, b: string): boolean {
  const first = statSync(a);
  const second = statSync(b, { throwIfNoEntry: false });
  return second !== undefined && first.ino === second.ino && first.dev === second.dev;
}

/** The folders of `removed` files left empty, up to (not including) `root`: a cold build has none. */
async function removeEmptyFolders(root: string, removed: readonly string[]): Promise<void> {
  const folders = new Set(removed.map((file) => path.dirname(file)).filter((dir) => dir !== '.'));
  // Deepest first, so a parent is tried after its children.
  for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
    for (let dir = folder; dir !== '.'; dir = path.dirname(dir)) {
      const removedDir = await rmdir(path.join(root, dir)).then(
        () => true,
        () => false,
      );
      if (!removedDir) break;
    }
  }
}
