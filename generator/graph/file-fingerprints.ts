import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import fg from 'fast-glob';
import { fileCache, type FileCache } from '../assets/file-cache.ts';
import { contentHash, contentHashOfParts } from '../assets/hash.ts';

/** A file's content hash, by path relative to the root ("/" separated); missing files are absent. */
export type FileHashes = Record<string, string>;

/** Where a build with the cache keeps the hashes for the next one; `read: false` takes none (a cold build). */
export interface KeptFingerprints {
  dir: string;
  read: boolean;
}

interface Fingerprint {
  mtimeMs: number;
  size: number;
  hash: string;
}

const RECORD = 'fingerprints';
const RACY_MS = 2000;

/**
 * Content hashes of the project's files, for the keys of the build graph's
 * steps. A hash is read again only when the file's size or modification time
 * moved, so evaluating the graph after a save costs a stat per file, not a read.
 * With `kept`, the hashes outlive the process: the next `fernhill build` reads
 * only the files that moved since (at +10,000 pages it hashed 22 MB of content
 * and translation lock on every build), trusting size and time as the input
 * snapshot does. Keys stay content hashes: the same files give the same keys
 * in any process.
 */
export class FileFingerprints {
  private readonly known = new Map<string, Fingerprint>();
  private readonly record: FileCache | undefined;
  private loaded: Promise<void> | undefined;
  /** The files this process looked at: the record keeps these (a file gone from the project drops out). */
  private readonly looked = new Set<string>();
  /**
   * Files hashed less than RACY_MS after their last modification: a save in
   * the same clock tick could leave size and time as they were (git's "racy
   * clean" entries), so the record leaves them out and the next build reads them.
   */
  private readonly racy = new Set<string>();
  /** Within a round, each file is looked at once and each pattern globbed once. */
  private round:
    | { hashes: Map<string, Promise<string | undefined>>; globs: Map<string, Promise<string[]>> }
    | undefined;

  constructor(
    private readonly root: string,
    private readonly kept?: KeptFingerprints,
  ) {
    this.record = kept && fileCache(kept.dir, 'v8');
  }

  /** Keeps the hashes for the next process (a build with the cache, once it committed). */
  async save(): Promise<void> {
    await this.record?.write(
      RECORD,
      serialize({
        root: this.root,
        known: [...this.known].filter(([file]) => this.looked.has(file) && !this.racy.has(file)),
      }),
    );
  }

  /** The hashes the last build kept, once; a damaged or foreign record reads every file again. */
  private load(): Promise<void> {
    this.loaded ??= (async () => {
      if (!this.record || !this.kept?.read) return;
      try {
        const bytes = await this.record.read(RECORD);
        const stored =
          bytes && (deserialize(bytes) as { root: string; known: [string, Fingerprint][] });
        if (stored && stored.root === this.root)
          for (const [file, fingerprint] of stored.known)
            if (!this.known.has(file)) this.known.set(file, fingerprint);
      } catch {
        // Unreadable: the files are hashed as they are looked at.
      }
    })();
    return this.loaded;
  }

  /**
   * Runs `work` (several evaluations of one update, e.g. dev's viewed pages
   * and then the rest) seeing the files as they were at their first look:
   * a file saved meanwhile is seen by the next round (the watcher reports it).
   */
  async inRound<T>(work: () => Promise<T>): Promise<T> {
    this.round = { hashes: new Map(), globs: new Map() };
    try {
      return await work();
    } finally {
      this.round = undefined;
    }
  }

  /** The hashes of `files` (paths relative to the root); files that do not exist are left out. */
  async of(files: Iterable<string>): Promise<FileHashes> {
    const list = [...new Set(files)].sort();
    const hashes = await Promise.all(list.map((file) => this.lookUp(file)));
    const result: FileHashes = {};
    list.forEach((file, index) => {
      if (hashes[index] !== undefined) result[file] = hashes[index]!;
    });
    return result;
  }

  /** The hashes of the files matching `patterns` (relative to the root). */
  async glob(patterns: string | string[]): Promise<FileHashes> {
    const key = JSON.stringify(patterns);
    let files = this.round?.globs.get(key);
    if (!files) {
      files = fg(patterns, { cwd: this.root, onlyFiles: true });
      this.round?.globs.set(key, files);
    }
    return this.of(await files);
  }

  /** One file's hash (relative to the root, or absolute), looked at once per round as `of` does. */
  hash(file: string): Promise<string | undefined> {
    return this.lookUp(path.isAbsolute(file) ? path.relative(this.root, file) : file);
  }

  private lookUp(file: string): Promise<string | undefined> {
    let hash = this.round?.hashes.get(file);
    if (!hash) {
      hash = this.hashOf(file);
      this.round?.hashes.set(file, hash);
    }
    return hash;
  }

  private async hashOf(file: string): Promise<string | undefined> {
    const absolute = path.join(this.root, file);
    const lookedAt = Date.now();
    const [info] = await Promise.all([stat(absolute).catch(() => undefined), this.load()]);
    this.looked.add(file);
    if (!info) {
      this.known.delete(file);
      return undefined;
    }
    const cached = this.known.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.hash;
    const hash = contentHash(await readFile(absolute), 16);
    if (info.mtimeMs > lookedAt - RACY_MS) this.racy.add(file);
    else this.racy.delete(file);
    this.known.set(file, { mtimeMs: info.mtimeMs, size: info.size, hash });
    return hash;
  }
}

/** One short hash of many values (file hashes, versions): a step's key. */
export function keyOf(...parts: unknown[]): string {
  return contentHash(JSON.stringify(parts), 16);
}

/**
 * keyOf([...items]), hashed an item's JSON at a time: the alternates of the
 * sitemap of 100,000 URLs were 80 MiB of heap as one JSON text, for a moment.
 */
export function keyOfItems(items: Iterable<unknown>): string {
  function* pieces(): Generator<string> {
    yield '[[';
    let first = true;
    for (const item of items) {
      if (!first) yield ',';
      first = false;
      yield JSON.stringify(item) ?? 'null';
    }
    yield ']]';
  }
  return contentHashOfParts(pieces(), 16);
}

/** The files of `hashes` that differ from `before` (changed, added or removed). */
export function changedFiles(before: FileHashes, after: FileHashes): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
