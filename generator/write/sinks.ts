import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file the disk sink has written already (binary assets, before the render): only its size stays in memory. */
export class WrittenFile {
  constructor(readonly bytes: number) {}
}

/** Files of a build, by path relative to dist/: held in memory until written, or already written. */
export type OutputFiles = Map<string, string | Uint8Array | WrittenFile>;

/** A file's content as held in memory: nothing for a file already written (only binary assets are written ahead). */
export function heldContent(content: string | Uint8Array | WrittenFile | undefined): string | Uint8Array {
  return content === undefined || content instanceof WrittenFile ? '' : content;
}

export interface Staging {
  /** The sibling folder the build writes into; pages are streamed here while they render. */
  dir: string;
  write: (files: OutputFiles) => Promise<void>;
  /** Swaps the staging folder in for `outDir` (after `beforeSwap`, e.g. the service worker). */
  commit: (beforeSwap?: (stagingDir: string) => Promise<void>) => Promise<void>;
  /** A failed build removes its staging folder: the previous dist/ was never touched. */
  discard: () => Promise<void>;
}

/**
 * Writes a build to `outDir` atomically: everything goes into a sibling temp
 * folder first, then the folders are swapped. A build that fails before the
 * swap never touches the previous dist/.
 */
export async function openStaging(outDir: string): Promise<Staging> {
  const stamp = `${process.pid}-${Date.now()}`;
  const dir = `${outDir}.tmp-${stamp}`;
  const previous = `${outDir}.old-${stamp}`;
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return {
    dir,
    async write(files) {
      const entries = [...files].filter((entry): entry is [string, string | Uint8Array] => !(entry[1] instanceof WrittenFile));
      const directories = new Set(entries.map(([file]) => path.dirname(path.join(dir, file))));
      for (const directory of [...directories].sort()) await mkdir(directory, { recursive: true });
      // Bounded parallelism: thousands of small writes, without exhausting file handles.
      for (let index = 0; index < entries.length; index += 64) {
        await Promise.all(entries.slice(index, index + 64).map(([file, content]) => writeFile(path.join(dir, file), content)));
      }
    },
    async commit(beforeSwap) {
      await beforeSwap?.(dir);
      const hadPrevious = await rename(outDir, previous).then(() => true, () => false);
      try {
        await rename(dir, outDir);
      } catch (error) {
        if (hadPrevious) await rename(previous, outDir);
        throw error;
      }
      if (hadPrevious) await rm(previous, { recursive: true, force: true });
    },
    discard: () => rm(dir, { recursive: true, force: true }),
  };
}
