import type { PrecompressOptions, PrecompressSummary } from './precompress.ts';

/** A file's content as a build holds it. */
export type FileContent = string | Uint8Array;

/** A file a disk sink has written already (binary assets, before the render): only its size stays in memory. */
export class WrittenFile {
  constructor(readonly bytes: number) {}
}

/** Files of a build, by path relative to dist/: held in memory until written, or already written. */
export type OutputFiles = Map<string, FileContent | WrittenFile>;

/** The mark (WrittenSite.written) of a file named by a hash of its content: one of that name is that content. */
export const NAMED = 'named';

/** A file's content as held in memory: nothing for a file already written (only binary assets are written ahead). */
export function heldContent(content: FileContent | WrittenFile | undefined): FileContent {
  return content === undefined || content instanceof WrittenFile ? '' : content;
}

/**
 * Where a build's files go: the one interface every writer of the build goes
 * through. Three kinds (generator/write/): memory (tests: keeps every file),
 * staging (the CLI: a sibling folder swapped in at commit) and live (dev: each
 * file replaced in place, the replaced ones put back on failure).
 */
export interface Sink {
  /**
   * A folder the render workers may write pages into while they render (the
   * staging folder): pages then never pile up in memory. Undefined: pages come
   * back as text and go through `write` (to be checked first, or kept).
   */
  readonly pageDir?: string;
  /** A folder holding everything written so far, for steps that list it (the service worker's precache list). */
  readonly folder?: string;
  write(files: ReadonlyMap<string, FileContent>): Promise<void>;
  /**
   * Writes binary assets, each named by a hash of its bytes, before the pages
   * render; returns what the build keeps of them: the bytes (memory), or only
   * their size (a folder on disk).
   */
  writeAhead(files: ReadonlyMap<string, Uint8Array>): Promise<OutputFiles>;
  /** Removes files an earlier build wrote that the site no longer has. */
  remove(files: Iterable<string>): Promise<void>;
  /**
   * Writes `.br` and `.gz` beside the text files (staging only: a published build; `dev`'s
   * live sink and the memory sink have none). Called once every file is written, before commit;
   * a file that has a variant already keeps it (a shard's pages, copied by `build --merge`).
   * `files`: the files of the site that have no variants yet, where the build knows them (the
   * pages have theirs from the stamp): a sink whose folder holds the whole site compresses those
   * without listing it; one that holds only what changed lists its folder all the same.
   */
  precompress?(options?: PrecompressOptions): Promise<PrecompressSummary>;
  /**
   * A folder this sink updates in place (generator/write/update-sink.ts): what
   * is not written again stays as it is there, the pages a build cache kept
   * included, so they need not be placed.
   */
  readonly updates?: string;
  /**
   * The files but pages of the folder it updates, by the mark the build that
   * wrote them gave each (WrittenSite.written): a file the write step gives
   * the same mark is there already, and is not written, compared or staged.
   */
  readonly held?: ReadonlyMap<string, string>;
  /**
   * Makes the site's files matching `patterns` readable in `folder` (a sink
   * that updates in place stages only what changed; the service worker lists
   * these). `site`: every file of the site, variants aside.
   */
  provide?(patterns: readonly string[], site: ReadonlySet<string>): Promise<void>;
  /**
   * Makes everything written since the last commit the site (staging: the
   * atomic swap). `site`: every file of the site, variants aside (a sink that
   * updates in place removes the others).
   */
  commit(site?: ReadonlySet<string>): Promise<void>;
  /** Undoes everything since the last commit: the site stays as it was. */
  discard(): Promise<void>;
}
