import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { contentHash } from '../assets/hash.ts';

/** A file's content hash, by path relative to the root ("/" separated); missing files are absent. */
export type FileHashes = Record<string, string>;

/**
 * Content hashes of the project's files, for the keys of the build graph's
 * steps. A hash is read again only when the file's size or modification time
 * moved, so evaluating the graph after a save costs a stat per file, not a read.
 * Keys stay content hashes: the same files give the same keys in any process.
 */
export class FileFingerprints {
  private readonly known = new Map<string, { mtimeMs: number; size: number; hash: string }>();
  /** Within a round, each file is looked at once and each pattern globbed once. */
  private round:
    | { hashes: Map<string, Promise<string | undefined>>; globs: Map<string, Promise<string[]>> }
    | undefined;

  constructor(private readonly root: string) {}

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
    const info = await stat(absolute).catch(() => undefined);
    if (!info) {
      this.known.delete(file);
      return undefined;
    }
    const cached = this.known.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.hash;
    const hash = contentHash(await readFile(absolute), 16);
    this.known.set(file, { mtimeMs: info.mtimeMs, size: info.size, hash });
    return hash;
  }
}

/** One short hash of many values (file hashes, versions): a step's key. */
export function keyOf(...parts: unknown[]): string {
  return contentHash(JSON.stringify(parts), 16);
}

/** The files of `hashes` that differ from `before` (changed, added or removed). */
export function changedFiles(before: FileHashes, after: FileHashes): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
